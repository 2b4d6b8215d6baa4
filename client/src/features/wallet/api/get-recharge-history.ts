// GET /api/recharge/history?page&start_date&end_date: token transactions in a date range, paged
// (data.data, current_page, last_page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RechargeHistoryResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../recharge-range';
import { walletKeys } from './query-keys';

export function getRechargeHistory(page: number, range: DateRange, signal?: AbortSignal): Promise<RechargeHistoryResponse> {
  const query = new URLSearchParams({ page: String(page), start_date: range.start, end_date: range.end });
  return apiRequest<RechargeHistoryResponse>(`/recharge/history?${query}`, { signal });
}

export const rechargeHistoryQueryOptions = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: walletKeys.rechargeHistory(range.start, range.end),
    queryFn: ({ pageParam, signal }) => getRechargeHistory(pageParam, range, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.current_page < last.data.last_page ? last.data.current_page + 1 : undefined),
  });

export function useRechargeHistory(range: DateRange) {
  return useInfiniteQuery(rechargeHistoryQueryOptions(range));
}
