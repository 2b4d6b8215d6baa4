// GET /api/user/balance: the token balance (data.tokens); same cache key as the wallet feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest<BalanceResponse>('/user/balance', { signal });
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
  });

export function useBalance(enabled: boolean) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
