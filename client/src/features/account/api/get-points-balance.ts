// GET /api/user/points/balance: the bonus points balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsBalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getPointsBalance(signal?: AbortSignal): Promise<PointsBalanceResponse> {
  return apiRequest<PointsBalanceResponse>('/user/points/balance', { signal });
}

export const pointsBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'points', 'balance'],
    queryFn: ({ signal }) => getPointsBalance(signal),
  });

export function usePointsBalance(enabled: boolean) {
  return useQuery({ ...pointsBalanceQueryOptions(), enabled });
}
