// GET /api/user/balance: the token balance (data.tokens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest<BalanceResponse>('/user/balance', { signal });
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    select: (answer) => answer.data.tokens,
  });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
