// The coupon redeem limits of the spec (000 §9), enforced by the server: at least 2 s between
// attempts, at most 3 tries of one code in 5 minutes, at most 5 different codes in a minute.
import { constants, messages } from '@shop/contracts';

export interface RedeemAttempt {
  code: string;
  attemptedAt: Date;
}

const limits = constants.couponLimits;

/** The spec's message when this attempt breaks a limit, or null when it may go ahead. */
export function redeemLimitProblem(previous: readonly RedeemAttempt[], code: string, now: Date): string | null {
  const age = (a: RedeemAttempt) => now.getTime() - a.attemptedAt.getTime();
  if (previous.some((a) => age(a) < limits.minIntervalMs)) return messages.coupon.waitAMoment;
  if (previous.filter((a) => a.code === code && age(a) < limits.triesPerCodeWindowMs).length >= limits.triesPerCode) {
    return messages.coupon.codeTooManyTries;
  }
  const recentCodes = new Set(previous.filter((a) => age(a) < limits.codesWindowMs).map((a) => a.code));
  if (!recentCodes.has(code) && recentCodes.size >= limits.codesPerWindow) return messages.coupon.tooFrequent;
  return null;
}

/** How far back attempts matter. */
export const REDEEM_LOOKBACK_MS = Math.max(limits.minIntervalMs, limits.triesPerCodeWindowMs, limits.codesWindowMs);
