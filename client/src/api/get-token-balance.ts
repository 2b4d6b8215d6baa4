// GET /api/user/balance: the member's tokens, for every screen that shows them (member centre,
// recharge, the ichiban confirm panel's balance check).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function getTokenBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest<BalanceResponse>('/user/balance', { signal });
}

export const tokenBalanceQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.tokenBalance(),
    queryFn: ({ signal }) => getTokenBalance(signal),
    select: (answer) => answer.data.tokens,
    // Re-read whenever a screen showing it mounts: it also changes from elsewhere (another tab, a
    // recharge the gateway confirms server to server), and purchases are checked against it.
    staleTime: 0,
  });

export function useTokenBalance(enabled = true) {
  return useQuery({ ...tokenBalanceQueryOptions(), enabled });
}
