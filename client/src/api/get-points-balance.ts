// GET /api/user/points/balance: bonus points held and the next lot to expire, for every screen that
// shows them (member centre, /bean, the ichiban confirm panel's points stepper).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsBalanceResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function getPointsBalance(signal?: AbortSignal): Promise<PointsBalanceResponse> {
  return apiRequest<PointsBalanceResponse>('/user/points/balance', { signal });
}

export const pointsBalanceQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.pointsBalance(),
    queryFn: ({ signal }) => getPointsBalance(signal),
    select: (answer) => answer.data,
    // As the token balance: re-read on mount, since points expire and are spent elsewhere too.
    staleTime: 0,
  });

export function usePointsBalance(enabled = true) {
  return useQuery({ ...pointsBalanceQueryOptions(), enabled });
}
