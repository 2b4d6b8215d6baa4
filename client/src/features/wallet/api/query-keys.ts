// TanStack Query keys of the wallet feature, in one place so mutations invalidate the right reads.
import type { CouponsQuery } from '@shop/contracts';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
  pointsBalance: () => ['wallet', 'points', 'balance'] as const,
  pointsHistory: () => ['wallet', 'points', 'history'] as const,
  /** Every coupon list, whatever its purchase context. */
  allCoupons: () => ['wallet', 'coupons'] as const,
  coupons: (context: CouponsQuery = {}) => ['wallet', 'coupons', context] as const,
  rechargeHistory: (start: string, end: string) => ['wallet', 'recharge-history', start, end] as const,
};
