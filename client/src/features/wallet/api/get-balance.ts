// GET /api/user/balance: the token balance (data.tokens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceResponseSchema, type BalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest('/user/balance', { schema: balanceResponseSchema, signal });
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
