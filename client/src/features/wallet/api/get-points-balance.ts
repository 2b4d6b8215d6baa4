// GET /api/user/points/balance: bonus points held and the next lot to expire.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsBalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getPointsBalance(signal?: AbortSignal): Promise<PointsBalanceResponse> {
  return apiRequest<PointsBalanceResponse>('/user/points/balance', { signal });
}

export const pointsBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.pointsBalance(),
    queryFn: ({ signal }) => getPointsBalance(signal),
    select: (answer) => answer.data,
  });

export function usePointsBalance() {
  return useQuery(pointsBalanceQueryOptions());
}
