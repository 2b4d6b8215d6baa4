// GET /api/user/points/balance: bonus points the member may spend in the confirm panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsBalanceResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export async function getPointsBalance(signal?: AbortSignal): Promise<number> {
  const res = await apiRequest<PointsBalanceResponse>('/user/points/balance', { signal });
  return res.data.points;
}

export const pointsBalanceQueryOptions = () =>
  queryOptions({ queryKey: ichibanKeys.pointsBalance(), queryFn: ({ signal }) => getPointsBalance(signal), staleTime: 0 });

export function usePointsBalance(enabled: boolean) {
  return useQuery({ ...pointsBalanceQueryOptions(), enabled });
}
