// Cover-promo dismissal (spec 000 §4): "do not show today" hides promos until the end of today,
// a plain close hides them for 6 hours. Promos also show at most once per session.
import { constants } from '@shop/contracts';
import { readString, writeString } from '../../lib/storage';

export const PROMO_HIDDEN_UNTIL_KEY = 'cover_promo_hidden_until';
export const PROMO_SHOWN_THIS_SESSION_KEY = 'cover_promo_shown';

/** The instant promos may show again. "Today" is the device's own day. */
export function promoHiddenUntil(now: Date, doNotShowToday: boolean): number {
  if (!doNotShowToday) return now.getTime() + constants.catalog.coverPromoHideMs;
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

export function mayShowPromos(now: Date): boolean {
  if (readString(PROMO_SHOWN_THIS_SESSION_KEY, 'session')) return false;
  const until = Number(readString(PROMO_HIDDEN_UNTIL_KEY));
  return !(Number.isFinite(until) && until > now.getTime());
}

export function markPromosShown(): void {
  writeString(PROMO_SHOWN_THIS_SESSION_KEY, '1', 'session');
}

export function dismissPromos(now: Date, doNotShowToday: boolean): void {
  writeString(PROMO_HIDDEN_UNTIL_KEY, String(promoHiddenUntil(now, doNotShowToday)));
}
