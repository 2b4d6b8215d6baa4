// GET /api/auth/providers: which identity-provider buttons to show (a provider not configured is hidden).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiRequest<AuthProvidersResponse>('/auth/providers', { signal });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 5 * 60_000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
