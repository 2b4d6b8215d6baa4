// The member's bonus-offset share (vip_info.points_discount_limit on GET /api/user: 50 % of an
// order's price for VIP 1–3, 100 % for 4–6), the cap every points stepper takes (ichiban, gacha,
// blind box, shop checkout). The server's purchase decision applies the same share and refuses beyond it.
import { pointsLimitPercent, type VipInfo } from '@shop/contracts';
import { useProfile } from './get-profile';

/** The percent of a price points may pay for this member; the default 50 % for a visitor or an unknown level. */
export function memberPointsLimitPercent(vip: Pick<VipInfo, 'points_discount_limit'> | null | undefined): number {
  return pointsLimitPercent(vip?.points_discount_limit);
}

/** The signed-in member's share from the profile; 50 % until it has loaded (the stepper then widens). */
export function usePointsLimitPercent(enabled = true): number {
  const profile = useProfile(enabled);
  return memberPointsLimitPercent(enabled ? profile.data?.data?.vip_info : undefined);
}
