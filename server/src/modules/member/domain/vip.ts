// VIP levels from growth (002 §4, §9): the running fold is contracts' vip-growth.rule.ts, shared
// with the member-growth read model; here the level at a moment, from a whole ledger or from that
// read model's state, and vip_info as the API shows it.
import {
  addGrowth,
  constants,
  growthAt,
  initialGrowth,
  vipPointsLimitPercent,
  type GrowthEntry,
  type GrowthState,
  type VipInfo,
  type VipReview,
} from '@shop/contracts';

export { levelForGrowth, type GrowthEntry, type VipReview } from '@shop/contracts';

export interface VipStatus {
  level: number;
  /** Growth that counts towards the next level. */
  growth: number;
  /** When a level 5 or 6 is next reviewed; null below 5. */
  reviewAt: Date | null;
}

const thresholds = constants.vip.levelGrowthThresholds;

/** The member's level at `now`, from their growth ledger (any order). */
export function vipStatus(ledger: readonly GrowthEntry[], now: Date): VipStatus {
  return vipHistory(ledger, now).status;
}

/** The level at `now` and every review held up to `now`, oldest first. */
export function vipHistory(ledger: readonly GrowthEntry[], now: Date): { status: VipStatus; reviews: VipReview[] } {
  const entries = [...ledger].filter((e) => e.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  return vipHistoryOf(entries.reduce(addGrowth, initialGrowth), now);
}

/** The same from the running state (the member-growth read model's row). */
export function vipHistoryOf(state: GrowthState, now: Date): { status: VipStatus; reviews: VipReview[] } {
  const { level, growth, reviewAt, reviews } = growthAt(state, now);
  return { status: { level, growth, reviewAt }, reviews: [...reviews] };
}

/** vip_info as GET /api/user shows it. */
export function vipInfo(status: VipStatus): VipInfo {
  const info = constants.vipLevels[status.level - 1]!;
  const floor = thresholds[status.level - 1]!;
  const next = thresholds[status.level] ?? null;
  const progress = next === null ? 100 : Math.min(100, Math.max(0, Math.floor(((status.growth - floor) / (next - floor)) * 100)));
  return {
    vip_level: status.level,
    vip_level_name: info.name,
    growth_points: status.growth,
    next_level_total_points: next,
    progress_percentage: progress,
    vip_expiry_date: status.reviewAt?.toISOString() ?? null,
    total_points: status.growth,
    points_discount_limit: vipPointsLimitPercent(status.level),
  };
}
