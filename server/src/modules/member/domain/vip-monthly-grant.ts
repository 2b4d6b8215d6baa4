// The VIP monthly benefits (002 §9): on the 1st (Taipei), by level 1 to 6, 1/3/5/7/8/10 tool cards
// and 1/1/1/3/4/5 coupons, valid to the end of that month. Pure: the level and the clock are
// arguments. Every grant is named by the member's month (`vip:<YYYY-MM>`, `VIP-<YYYY-MM>-<n>`), and
// the wallet grants a reference once, so a process that runs twice in a month grants once.
import { constants, type CouponGranted, type ToolCardsGranted } from '@shop/contracts';
import { startOfNextTaipeiMonth, taipeiMonth } from './taipei-day';

/** The monthly coupon: NT$50 off from NT$500. */
export const VIP_MONTHLY_COUPON = { amount: 50, minPurchase: 500 } as const;

export interface VipMonthlyGrant {
  month: string;
  toolCards: ToolCardsGranted['data'];
  coupons: CouponGranted['data'][];
}

export function vipMonthlyGrant(userId: string, level: number, now: Date): VipMonthlyGrant {
  const benefits = constants.vipLevels.find((l) => l.level === level) ?? constants.vipLevels[0];
  const month = taipeiMonth(now);
  const expiresAt = startOfNextTaipeiMonth(month).toISOString();
  const title = `VIP ${benefits.level} 每月禮 NT$${VIP_MONTHLY_COUPON.amount} 折價券`;
  return {
    month,
    toolCards: { userId, cardType: 'shake_card', quantity: benefits.monthlyToolCards, expiresAt, reason: 'vip_monthly', reference: `vip:${month}` },
    coupons: Array.from({ length: benefits.monthlyCoupons }, (_, i) => ({
      userId,
      couponId: `VIP-${month}-${i + 1}`,
      title,
      amount: VIP_MONTHLY_COUPON.amount,
      minPurchase: VIP_MONTHLY_COUPON.minPurchase,
      description: `${month} VIP 每月禮`,
      categoryIds: [],
      productIds: [],
      expiresAt,
      source: 'vip' as const,
    })),
  };
}
