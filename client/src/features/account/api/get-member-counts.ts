// The member centre's counts: prizes waiting in the box (GET /api/user/box-items, the 待處理 tab,
// one row asked: its total is the count), usable coupons (GET /api/user/coupons, counts.available) and
// orders still under way (GET /api/orders/status/counts: awaiting payment, processing, shipping).
// Under the member root: a purchase or redemption marks them stale, the end of a session drops them.
import { useQuery } from '@tanstack/react-query';
import type { BoxItemsResponse, CouponsResponse, OrderStatusCountsResponse } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';

export const memberCountKeys = {
  box: () => [...memberKeys.all, 'centre', 'box-count'] as const,
  coupons: () => [...memberKeys.all, 'centre', 'coupon-count'] as const,
  orders: () => [...memberKeys.all, 'centre', 'order-count'] as const,
};

export function useOpenOrderCount(enabled: boolean) {
  return useQuery({
    queryKey: memberCountKeys.orders(),
    queryFn: ({ signal }) => apiRequest<OrderStatusCountsResponse>('/orders/status/counts', { signal }),
    select: ({ data }) => (data.pending ?? 0) + (data.processing ?? 0) + (data.shipping ?? 0),
    enabled,
    staleTime: 0,
  });
}

export function useBoxCount(enabled: boolean) {
  return useQuery({
    queryKey: memberCountKeys.box(),
    queryFn: ({ signal }) => apiRequest<BoxItemsResponse>('/user/box-items?page=1&per_page=1&tab=pending', { signal }),
    select: (response) => response.total,
    enabled,
    // Staff ship and storage expires where this page cannot see it.
    staleTime: 0,
  });
}

export function useCouponCount(enabled: boolean) {
  return useQuery({
    queryKey: memberCountKeys.coupons(),
    queryFn: ({ signal }) => apiRequest<CouponsResponse>('/user/coupons', { signal }),
    select: (response) => response.counts.available,
    enabled,
    staleTime: 0,
  });
}
