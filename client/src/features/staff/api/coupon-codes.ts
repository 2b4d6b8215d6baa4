// Coupon redeem codes (admin): GET /api/admin/coupon-codes (with use counts), POST /api/admin/coupon-codes,
// PUT /api/admin/coupon-codes/{code} (edit its words, redeem period and member limit) and
// POST /api/admin/coupon-codes/{code}/end (stop redeeming a code now).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCouponCodesResponse,
  CreateCouponCodeRequest,
  CreateCouponCodeResponse,
  EndCouponCodeResponse,
  UpdateCouponCodeRequest,
  UpdateCouponCodeResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useCouponCodes() {
  return useQuery({
    queryKey: staffKeys.couponCodes(),
    queryFn: ({ signal }) => apiRequest<AdminCouponCodesResponse>('/admin/coupon-codes', { signal }).then((r) => r.data),
    // Use counts change as members redeem: every visit reads them afresh.
    staleTime: 0,
  });
}

export function useCreateCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponCodeRequest) => apiRequest<CreateCouponCodeResponse>('/admin/coupon-codes', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.couponCodes() }),
  });
}

export function useEndCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<EndCouponCodeResponse>(`/admin/coupon-codes/${encodeURIComponent(code)}/end`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.couponCodes() }),
  });
}

export function useUpdateCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateCouponCodeRequest }) =>
      apiRequest<UpdateCouponCodeResponse>(`/admin/coupon-codes/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.couponCodes() }),
  });
}
