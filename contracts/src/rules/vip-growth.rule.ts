// VIP levels 1 to 6 from growth points (002 §4, §9): 1 growth point per 1 元 spent, plus task
// rewards. Levels 1 to 4 are reached by growth and never drop. From level 5 on, every 90 days
// after reaching it the level is reviewed: a member who earned less than the level's 90-day growth
// (1,500 for 5, 3,000 for 6) goes down one level (or to 4 when even level 5's growth was missed).
// After a demotion the member's growth counts from the new level's threshold, so rising again
// takes growth earned again.
//
// A running fold, so the level never needs the member's whole history: `addGrowth` takes one
// ledger entry (a payment, a refund, a task reward), `growthAt` applies the reviews due by a
// moment. The member-growth read model keeps the state per member; the server's vipHistory folds a
// whole ledger with the same two functions. Pure: the same entries always give the same level.
import { constants } from '../constants/constants';

export interface GrowthEntry {
  at: Date;
  /** Growth points: positive when spent, negative when a payment was refunded. */
  points: number;
}

/** One 90-day review of a level 5 or 6: the level kept (`to` = `from`) or lowered. */
export interface VipReview {
  periodEnd: Date;
  from: number;
  to: number;
  /** Growth earned in the 90 days, and what `from` needed. */
  earned: number;
  required: number;
}

export interface GrowthState {
  level: number;
  /** Growth that counts towards the next level. */
  growth: number;
  /** When a level 5 or 6 is next reviewed (epoch ms); null below 5. */
  reviewAt: number | null;
  /** The review period runs after this moment (epoch ms) up to reviewAt; what was earned in it. */
  windowStart: number;
  windowEarned: number;
  /** The latest entry's moment (epoch ms): an entry recorded earlier than it counts at it. */
  lastAt: number;
  /** Every review held so far, oldest first (about four a year at most). */
  reviews: readonly VipReview[];
}

export const initialGrowth: GrowthState = { level: 1, growth: 0, reviewAt: null, windowStart: 0, windowEarned: 0, lastAt: 0, reviews: [] };

const DAY_MS = 86_400_000;
const REVIEW_MS = constants.vip.reviewPeriodDays * DAY_MS;
const thresholds = constants.vip.levelGrowthThresholds;
const permanent = constants.vip.highestPermanentLevel;

export const levelForGrowth = (growth: number): number => thresholds.filter((t) => growth >= t).length || 1;

const retainGrowth = (level: number): number => constants.vipLevels[level - 1]?.retainGrowthPer90Days ?? 0;

/** Holds every review due at or before `until` (epoch ms). */
function reviewUntil(state: GrowthState, until: number): GrowthState {
  let s = state;
  while (s.reviewAt !== null && s.reviewAt <= until) {
    const end = s.reviewAt;
    const earned = s.windowEarned;
    const from = s.level;
    let { level, growth } = s;
    if (earned < retainGrowth(level)) {
      level = level - 1 > permanent && earned >= retainGrowth(level - 1) ? level - 1 : permanent;
      growth = thresholds[level - 1]!;
    }
    s = {
      ...s,
      level,
      growth,
      reviewAt: level > permanent ? end + REVIEW_MS : null,
      windowStart: end,
      windowEarned: 0,
      reviews: [...s.reviews, { periodEnd: new Date(end), from, to: level, earned, required: retainGrowth(from) }],
    };
  }
  return s;
}

/** The state after one more ledger entry. */
export function addGrowth(state: GrowthState, entry: GrowthEntry): GrowthState {
  const at = Math.max(entry.at.getTime(), state.lastAt);
  const s = reviewUntil(state, at - 1);
  const growth = Math.max(0, s.growth + entry.points);
  const reached = levelForGrowth(growth);
  const windowEarned = s.reviewAt !== null && at > s.windowStart ? s.windowEarned + entry.points : s.windowEarned;
  // The 90-day clock starts when a reviewed level is (re)reached.
  if (reached > s.level && reached > permanent)
    return { ...s, level: reached, growth, reviewAt: at + REVIEW_MS, windowStart: at, windowEarned: 0, lastAt: at };
  return { ...s, level: Math.max(s.level, reached), growth, windowEarned, lastAt: at };
}

/** The level, growth and review date at `now`, and every review held up to `now`, oldest first. */
export function growthAt(state: GrowthState, now: Date): { level: number; growth: number; reviewAt: Date | null; reviews: readonly VipReview[] } {
  const s = reviewUntil(state, now.getTime());
  return { level: s.level, growth: s.growth, reviewAt: s.reviewAt === null ? null : new Date(s.reviewAt), reviews: s.reviews };
}
