// GET /api/policies/{key}: privacy, terms, about, contact and returns texts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyResponse, Policy, PolicyKey } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getPolicy(key: PolicyKey, signal?: AbortSignal): Promise<Policy> {
  return (await apiRequest<PolicyResponse>(`/policies/${key}`, { signal })).data;
}

export const policyQueryOptions = (key: PolicyKey) =>
  queryOptions({ queryKey: ['policy', key], queryFn: ({ signal }) => getPolicy(key, signal), staleTime: 30 * 60_000 });

export function usePolicy(key: PolicyKey) {
  return useQuery(policyQueryOptions(key));
}
