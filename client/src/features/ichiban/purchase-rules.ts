// What the ticket page decides before and after a purchase (spec 001 §4, §5, §8), kept pure so
// the rules are tested without a screen. The server enforces every limit again.
import { constants, messages, pointsToCurrency } from '@shop/contracts';
import { isApiError } from '../../lib/api-client';

const { maxTicketsPerPurchase } = constants.ichiban;

/** The undrawn numbers of a tube, ascending. */
export function freeNumbers(total: number, drawn: ReadonlySet<number>): number[] {
  return Array.from({ length: total }, (_, i) => i + 1).filter((n) => !drawn.has(n));
}

/**
 * Random pick: min(requested, 10, remaining) distinct undrawn numbers, ascending.
 * `random` returns [0, 1) like Math.random.
 */
export function randomPick(
  requested: number,
  total: number,
  drawn: ReadonlySet<number>,
  random: () => number = Math.random,
): { numbers: number[] } | { message: string } {
  const free = freeNumbers(total, drawn);
  if (free.length === 0) return { message: messages.ichiban.noFreeNumbers };
  const count = Math.min(requested, maxTicketsPerPurchase, free.length);
  // Partial Fisher-Yates over the free numbers.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (free.length - i));
    [free[i], free[j]] = [free[j], free[i]];
  }
  return { numbers: free.slice(0, count).sort((a, b) => a - b) };
}

/** Price of one ticket: the discount price when there is one. */
export function unitPrice(product: { price: number; discount_price: number | null }): number {
  return product.discount_price ?? product.price;
}

export interface PriceBreakdown {
  count: number;
  /** Before points. */
  original: number;
  discount: number;
  /** What the tokens must cover. */
  payable: number;
}

export function priceOf(count: number, unit: number, points: number): PriceBreakdown {
  const original = count * unit;
  const discount = Math.min(original, pointsToCurrency(points));
  return { count, original, discount, payable: original - discount };
}

/** The two ways to pay the confirm panel offers (spec 001 §7: balance, credit_card). */
export const PAYMENT_METHODS = [
  { method: 'balance', label: '代幣' },
  { method: 'credit_card', label: '信用卡' },
] as const;

/**
 * Whether confirming must first send the member to recharge: only tokens must cover the price
 * (a card pays it at the gateway); an unknown balance is left to the server to judge.
 */
export function needsRecharge(method: 'balance' | 'credit_card', payable: number, tokens: number | undefined): boolean {
  return tokenShortfall(method, payable, tokens) > 0;
}

/** How many tokens are missing to pay by tokens (0 when they cover it, by card, or while the balance is unknown). */
export function tokenShortfall(method: 'balance' | 'credit_card', payable: number, tokens: number | undefined): number {
  if (method !== 'balance' || tokens === undefined) return 0;
  return Math.max(0, payable - tokens);
}

export type PurchaseFailure =
  | { then: 'login'; message: string }
  | { then: 'recharge'; message: string }
  | { then: 'lockedByOther'; message: string; remain: number }
  | { then: 'refreshTickets'; message: string }
  | { then: 'stay'; message: string };

/** How a failed purchase reads and what happens next. */
export function purchaseFailure(error: unknown, fallback: string): PurchaseFailure {
  if (!isApiError(error)) return { then: 'stay', message: messages.ichiban.drawProcessError };
  if (error.status === 401) return { then: 'login', message: messages.auth.sessionExpired };
  if (error.status === 423) return { then: 'lockedByOther', message: error.message, remain: error.remain ?? constants.ichiban.lockDefaultSeconds };
  if (error.message === messages.balance.insufficientRedirect) return { then: 'recharge', message: error.message };
  const message = error.fromServer || error.status === 0 ? error.message : fallback;
  // A number drawn meanwhile (409), or a sold-out tube: show the tube as it is now.
  if (error.status === 409 || error.message === messages.ichiban.noFreeNumbers) return { then: 'refreshTickets', message };
  return { then: 'stay', message };
}
