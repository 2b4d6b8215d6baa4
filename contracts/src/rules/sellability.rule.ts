// Whether a product can be bought now (000 §4, 001 §4). Pure: the caller passes `now`, so the
// client's buy button and the server's order check give the same answer for the same instant.
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';

/** The product fields sellability reads. Dates are ISO strings, "YYYY-MM-DD[ HH:mm[:ss]]" or Date. */
export type SellabilityInput = {
  status: unknown;
  release_date?: string | Date | null;
  draw_date?: string | Date | null;
};

export type NotSellableReason = 'off_shelf' | 'before_release' | 'before_draw_date' | 'invalid_date';

export type Sellability = { sellable: true } | { sellable: false; reason: NotSellableReason; message: string };

// Taiwan has had no daylight saving since 1979, so a fixed offset is exact.
const taipeiOffset = '+08:00';
const naiveDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?$/;
const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Parses a product date. A time with no zone ("2025-03-01 12:00:00", "2025-03-01") is Taipei
 * time: the shop's dates are entered by Taiwanese staff, and `Date.parse` on such strings differs
 * between engines (local time in some, UTC in others). Returns null for a value it cannot read.
 */
export function parseTaipeiDateTime(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const naive = naiveDateTime.exec(text);
  if (naive) {
    const [, y, mo, d, h = '00', mi = '00', s = '00', frac = ''] = naive;
    const ms = frac ? frac.slice(1).padEnd(3, '0') : '000';
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${taipeiOffset}`);
    // Reject impossible calendar dates (2025-02-30) that Date would roll over.
    const local = new Date(date.getTime() + 8 * 3600_000);
    if (Number.isNaN(date.getTime()) || local.getUTCDate() !== Number(d) || local.getUTCMonth() + 1 !== Number(mo)) return null;
    return date;
  }
  if (!isoWithZone.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function notSellable(reason: NotSellableReason): Sellability {
  return {
    sellable: false,
    reason,
    message: reason === 'off_shelf' ? messages.product.offShelf : messages.product.notPurchasable,
  };
}

/**
 * Not sellable when status is not the string '1' (商品已下架), or when `now` is before
 * release_date or before draw_date (目前不可購買). A missing or empty date sets no limit; a date
 * that cannot be read blocks the sale (目前不可購買) rather than opening it early.
 * At exactly the release or draw instant the product is sellable.
 */
export function productSellability(product: SellabilityInput, now: Date): Sellability {
  if (product.status !== constants.product.onSaleStatus) return notSellable('off_shelf');
  const limits: [NotSellableReason, string | Date | null | undefined][] = [
    ['before_release', product.release_date],
    ['before_draw_date', product.draw_date],
  ];
  for (const [reason, raw] of limits) {
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    const at = parseTaipeiDateTime(raw);
    if (at === null) return notSellable('invalid_date');
    if (now.getTime() < at.getTime()) return notSellable(reason);
  }
  return { sellable: true };
}

/** Shorthand for a buy button's disabled state. */
export function isProductSellable(product: SellabilityInput, now: Date): boolean {
  return productSellability(product, now).sellable;
}
