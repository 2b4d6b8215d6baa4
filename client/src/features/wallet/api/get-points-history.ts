// GET /api/user/points/history?page&per_page=20: bonus history, one page at a time while
// pagination.has_more says there is more.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { constants, type PointsHistoryResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export const POINTS_HISTORY_PAGE_SIZE = constants.points.historyPageSize;

export function getPointsHistory(page: number, signal?: AbortSignal): Promise<PointsHistoryResponse> {
  const query = new URLSearchParams({ page: String(page), per_page: String(POINTS_HISTORY_PAGE_SIZE) });
  return apiRequest<PointsHistoryResponse>(`/user/points/history?${query}`, { signal });
}

export const pointsHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.pointsHistory(),
    queryFn: ({ pageParam, signal }) => getPointsHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.current_page + 1 : undefined),
  });

export function usePointsHistory() {
  return useInfiniteQuery(pointsHistoryQueryOptions());
}
