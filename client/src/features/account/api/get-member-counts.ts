// The member centre's counts: prizes waiting in the box (GET /api/user/box-items, the 待處理 tab,
// one row asked: its total is the count) and usable coupons (GET /api/user/coupons, counts.available).
// Under the member root: a purchase or redemption marks them stale, the end of a session drops them.
import { useQuery } from '@tanstack/react-query';
import type { BoxItemsResponse, CouponsResponse } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';

export const memberCountKeys = {
  box: () => [...memberKeys.all, 'centre', 'box-count'] as const,
  coupons: () => [...memberKeys.all, 'centre', 'coupon-count'] as const,
};

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
