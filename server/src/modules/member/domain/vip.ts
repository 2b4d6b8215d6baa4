// VIP levels 1 to 6 from growth points (002 §4, §9): 1 growth point per 1 元 spent. Levels 1 to 4
// are reached by growth and never drop. From level 5 on, every 90 days after reaching it the level
// is reviewed: a member who earned less than the level's 90-day growth (1,500 for 5, 3,000 for 6)
// goes down one level (or to 4 when even level 5's growth was missed). After a demotion the
// member's growth counts from the new level's threshold, so rising again takes growth earned again.
// Pure: the growth ledger and the clock are arguments; the same ledger always gives the same level.
import { constants, vipPointsLimitPercent, type VipInfo } from '@shop/contracts';

export interface GrowthEntry {
  at: Date;
  /** Growth points: positive when spent, negative when a payment was refunded. */
  points: number;
}

export interface VipStatus {
  level: number;
  /** Growth that counts towards the next level. */
  growth: number;
  /** When a level 5 or 6 is next reviewed; null below 5. */
  reviewAt: Date | null;
}

const DAY_MS = 86_400_000;
const REVIEW_MS = constants.vip.reviewPeriodDays * DAY_MS;
const thresholds = constants.vip.levelGrowthThresholds;
const permanent = constants.vip.highestPermanentLevel;

export const levelForGrowth = (growth: number): number => thresholds.filter((t) => growth >= t).length || 1;

const retainGrowth = (level: number): number => constants.vipLevels[level - 1]?.retainGrowthPer90Days ?? 0;

/** One 90-day review of a level 5 or 6: the level kept (`to` = `from`) or lowered. */
export interface VipReview {
  periodEnd: Date;
  from: number;
  to: number;
  /** Growth earned in the 90 days, and what `from` needed. */
  earned: number;
  required: number;
}

/** The member's level at `now`, from their growth ledger (any order). */
export function vipStatus(ledger: readonly GrowthEntry[], now: Date): VipStatus {
  return vipHistory(ledger, now).status;
}

/** The level at `now` and every review held up to `now`, oldest first. */
export function vipHistory(ledger: readonly GrowthEntry[], now: Date): { status: VipStatus; reviews: VipReview[] } {
  const reviews: VipReview[] = [];
  const entries = [...ledger].filter((e) => e.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  let level = 1;
  let growth = 0;
  let reviewAt: Date | null = null;
  const earnedBetween = (from: number, to: number) =>
    entries.filter((e) => e.at.getTime() > from && e.at.getTime() <= to).reduce((sum, e) => sum + e.points, 0);

  const reviewUntil = (until: number) => {
    while (reviewAt && reviewAt.getTime() <= until) {
      const end = reviewAt.getTime();
      const earned = earnedBetween(end - REVIEW_MS, end);
      const from = level;
      if (earned < retainGrowth(level)) {
        level = level - 1 > permanent && earned >= retainGrowth(level - 1) ? level - 1 : permanent;
        growth = thresholds[level - 1]!;
      }
      reviews.push({ periodEnd: new Date(end), from, to: level, earned, required: retainGrowth(from) });
      reviewAt = level > permanent ? new Date(end + REVIEW_MS) : null;
    }
  };

  for (const entry of entries) {
    reviewUntil(entry.at.getTime() - 1);
    growth = Math.max(0, growth + entry.points);
    const reached = levelForGrowth(growth);
    if (reached > level) {
      level = reached;
      // The 90-day clock starts when a reviewed level is (re)reached.
      if (level > permanent) reviewAt = new Date(entry.at.getTime() + REVIEW_MS);
    }
  }
  reviewUntil(now.getTime());
  return { status: { level, growth, reviewAt }, reviews };
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
