// Coupon redeem attempts of this tab, for the client's pre-check of the spec's limits (000 §9:
// 2 s between attempts, 3 tries per code per 5 minutes, 5 codes per minute). The server enforces
// the same limits; this only spares a round trip and shows the message at once.
import { proxy } from 'valtio';
import { constants, messages } from '@shop/contracts';
import { resetWhenSessionEnds } from '../../lib/session-end';

export interface RedeemAttempt {
  code: string;
  at: number;
}

const limits = constants.couponLimits;

/** The spec's message when an attempt now would break a limit, else null. */
export function redeemLimitMessage(attempts: readonly RedeemAttempt[], code: string, now: number): string | null {
  const last = attempts[attempts.length - 1];
  if (last && now - last.at < limits.minIntervalMs) return messages.coupon.waitAMoment;
  const sameCode = attempts.filter((a) => a.code === code && now - a.at < limits.triesPerCodeWindowMs);
  if (sameCode.length >= limits.triesPerCode) return messages.coupon.codeTooManyTries;
  const recentCodes = new Set(attempts.filter((a) => now - a.at < limits.codesWindowMs).map((a) => a.code));
  if (!recentCodes.has(code) && recentCodes.size >= limits.codesPerWindow) return messages.coupon.tooFrequent;
  return null;
}

export const redeemAttempts = proxy<{ items: RedeemAttempt[] }>({ items: [] });

// The attempts are the member's (the server counts them per member): the next one starts afresh.
resetWhenSessionEnds(() => {
  redeemAttempts.items = [];
});

export function recordRedeemAttempt(code: string, now: number): void {
  redeemAttempts.items.push({ code, at: now });
  // Nothing older than the longest window matters any more.
  const horizon = now - Math.max(limits.triesPerCodeWindowMs, limits.codesWindowMs);
  redeemAttempts.items = redeemAttempts.items.filter((a) => a.at > horizon);
}
