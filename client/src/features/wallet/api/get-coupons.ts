// GET /api/user/coupons: the member's coupons with tab counts (available / used / expired).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getCoupons(signal?: AbortSignal): Promise<CouponsResponse> {
  return apiRequest<CouponsResponse>('/user/coupons', { signal });
}

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.coupons(),
    queryFn: ({ signal }) => getCoupons(signal),
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
