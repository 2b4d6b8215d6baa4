// The bonus-points spend rule (000 §5, 002 §5 and §9), shared by the purchase panels' stepper
// and the server that enforces it: steps of 200, at least 200, 20 points = 1 元, and at most
// the lesser of the balance and ⌊price × limit% × 20 / 200⌋ × 200 (limit from the VIP level,
// 50 % by default).
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';

const { step, minimumUsable, pointsPerCurrencyUnit, defaultMaxPercentOfPrice } = constants.points;

export interface PointsSpendContext {
  /** Points the member holds now. */
  balance: number;
  /** Price in 元 that the points would offset. */
  price: number;
  /** vip_info.points_discount_limit (percent); the default applies when absent. */
  limitPercent?: number | null;
}

function floorToStep(points: number): number {
  return Math.floor(points / step) * step;
}

/** The percent of a price points may cover: the VIP level's, else 50 %. */
export function pointsLimitPercent(limitPercent?: number | null): number {
  return limitPercent != null && Number.isFinite(limitPercent) && limitPercent > 0 ? Math.min(limitPercent, 100) : defaultMaxPercentOfPrice;
}

/**
 * The most points usable on this price, a multiple of 200 (0 when fewer than 200 could be used).
 * The balance is floored to the step too, so that the stepper never lands between steps.
 */
export function maxUsablePoints(ctx: PointsSpendContext): number {
  const percent = pointsLimitPercent(ctx.limitPercent);
  // Integer arithmetic: price × percent × 20 / 100, then down to a multiple of 200.
  const cap = floorToStep(Math.floor((Math.max(0, ctx.price) * percent * pointsPerCurrencyUnit) / 100));
  const max = floorToStep(Math.min(Math.max(0, ctx.balance), cap));
  return max >= minimumUsable ? max : 0;
}

/** The stepper: one step up or down from `current`, never below 0 nor above the maximum. */
export function stepPoints(current: number, direction: 1 | -1, ctx: PointsSpendContext): number {
  const max = maxUsablePoints(ctx);
  const next = floorToStep(current) + direction * step;
  return Math.max(0, Math.min(max, next));
}

/** 元 taken off the price by this many points. */
export function pointsToCurrency(points: number): number {
  return Math.floor(points / pointsPerCurrencyUnit);
}

export type PointsSpendCheck = { ok: true; discount: number } | { ok: false; message: string };

/** Whether `points` may be spent on this price; 0 always may (no offset). */
export function checkPointsSpend(points: number, ctx: PointsSpendContext): PointsSpendCheck {
  if (points === 0) return { ok: true, discount: 0 };
  if (!Number.isInteger(points) || points < minimumUsable || points % step !== 0 || points > maxUsablePoints(ctx)) {
    return { ok: false, message: messages.points.insufficient };
  }
  return { ok: true, discount: pointsToCurrency(points) };
}
