// GET /api/points-exchange/items (the catalogue) and POST /api/points-exchange/exchange (/beanExchange).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointsExchangeItemsResponse, PointsExchangeResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { refreshMemberData } from '../../../api/member-keys';

export const exchangeItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['points-exchange', 'items'] as const,
    queryFn: ({ signal }) => apiRequest<PointsExchangeItemsResponse>('/points-exchange/items', { signal }),
  });

export const useExchangeItems = () => useQuery(exchangeItemsQueryOptions());

export function useExchangePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-exchange', 'exchange'],
    mutationFn: (itemId: string) => apiRequest<PointsExchangeResponse>('/points-exchange/exchange', { method: 'POST', body: { item_id: itemId } }),
    // Points, cards and coupons all changed.
    onSuccess: () => refreshMemberData(queryClient),
  });
}
