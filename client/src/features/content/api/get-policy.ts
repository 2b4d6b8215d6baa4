// GET /api/policies/{key}: privacy, terms, about, contact and returns texts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { policyResponseSchema, type Policy, type PolicyKey } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getPolicy(key: PolicyKey, signal?: AbortSignal): Promise<Policy> {
  return (await apiRequest(`/policies/${key}`, { schema: policyResponseSchema, signal })).data;
}

export const policyQueryOptions = (key: PolicyKey) =>
  queryOptions({ queryKey: ['policy', key], queryFn: ({ signal }) => getPolicy(key, signal), staleTime: 30 * 60_000 });

export function usePolicy(key: PolicyKey) {
  return useQuery(policyQueryOptions(key));
}
