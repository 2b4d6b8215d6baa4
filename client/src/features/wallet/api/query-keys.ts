// TanStack Query keys of the wallet feature's own endpoints, in one place so mutations invalidate
// the right reads. All are member data, under the member root's wallet branch; the balances
// themselves are shared and live in client/src/api.
import type { CouponsQuery } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';

export const walletKeys = {
  pointsHistory: () => [...memberKeys.wallet(), 'points-history'] as const,
  /** Every coupon list, whatever its purchase context. */
  allCoupons: () => [...memberKeys.wallet(), 'coupons'] as const,
  coupons: (context: CouponsQuery = {}) => [...walletKeys.allCoupons(), context] as const,
  rechargeHistory: (start: string, end: string) => [...memberKeys.wallet(), 'recharge-history', start, end] as const,
};
