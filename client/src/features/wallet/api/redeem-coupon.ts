// POST /api/user/coupons/redeem {code}: adds the code's coupon to the member's wallet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemCouponResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { refreshMemberData } from '../../../api/member-keys';

export function redeemCoupon(code: string): Promise<RedeemCouponResponse> {
  return apiRequest<RedeemCouponResponse>('/user/coupons/redeem', { method: 'POST', body: { code } });
}

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'coupons', 'redeem'],
    mutationFn: redeemCoupon,
    // Every coupon list (any purchase context) may now hold the new coupon, and what it credits shows everywhere.
    onSuccess: () => refreshMemberData(queryClient),
  });
}
