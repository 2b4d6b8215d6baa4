// GET /api/user/balance: the member's tokens, for the confirm panel's balance check.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export async function getTokenBalance(signal?: AbortSignal): Promise<number> {
  const res = await apiRequest<BalanceResponse>('/user/balance', { signal });
  return res.data.tokens;
}

export const tokenBalanceQueryOptions = () =>
  queryOptions({ queryKey: ichibanKeys.tokenBalance(), queryFn: ({ signal }) => getTokenBalance(signal), staleTime: 0 });

export function useTokenBalance(enabled: boolean) {
  return useQuery({ ...tokenBalanceQueryOptions(), enabled });
}
