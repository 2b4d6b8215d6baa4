// One member's wallet, folded from its `wallet-<userId>` stream: tokens, bonus-point lots,
// coupons, and what each order took so that paying and refunding are idempotent per order.
// The wallet decider (server/src/modules/wallet/domain) folds with it, and so does support's
// replay in the browser: it lives here because the client may import contracts, not the server.
import type { ToolCardType, WalletEvent } from '../events/wallet.events';
import { mapWith, PersistentMap, PersistentSet, setWith } from './persistent';

/** Points earned together; they expire together (epoch ms, Infinity when they never do). */
export interface PointsLot {
  expiresAt: number;
  remaining: number;
}

export interface OrderPayment {
  tokens: number;
  points: number;
  couponId: string | null;
  refunded: boolean;
}

export interface WalletCoupon {
  couponId: string;
  title: string;
  amount: number;
  minPurchase: number;
  description: string;
  categoryIds: readonly string[];
  productIds: readonly string[];
  expiresAt: number;
  code?: string;
  /** The order it paid for, while that order is not refunded. */
  usedBy: string | null;
}

/** Tool cards of one grant: they expire together (epoch ms). */
export interface ToolCardLot {
  reference: string;
  cardType: ToolCardType;
  expiresAt: number;
  quantity: number;
  remaining: number;
}

export interface Wallet {
  tokens: number;
  /** References of credits already applied (a recharge's merchant order number …). */
  credits: ReadonlySet<string>;
  payments: ReadonlyMap<string, OrderPayment>;
  /** Orders refunded before any payment: a payment for them is refused. */
  voidedOrders: ReadonlySet<string>;
  /** Oldest expiry first: spending and expiry both take from the front. */
  lots: readonly PointsLot[];
  /** The points left in `lots`, expired or not: kept by evolve so that no read sums every lot. */
  lotPoints: number;
  /** `reason:reference` of every points adjustment, so a repeated reward is one reward. */
  pointAdjustments: ReadonlySet<string>;
  coupons: ReadonlyMap<string, WalletCoupon>;
  redeemedCodes: ReadonlySet<string>;
  /** Tool card grants, oldest expiry first; a used-up grant stays (the /cards list shows what is left). */
  toolCards: readonly ToolCardLot[];
  /** References of tool card uses already recorded: a retried use spends one card. */
  toolCardUses: ReadonlySet<string>;
  /** What each credit asked for, by reference: a staff grant repeating one with another body is refused. */
  creditRequests: ReadonlyMap<string, { amount: number; description: string }>;
  /** What each points adjustment asked for, by `reason:reference` (same use as creditRequests). */
  adjustmentRequests: ReadonlyMap<string, { delta: number; description: string }>;
}

// The collections that grow with every order (payments, point adjustments, credits) are persistent:
// folding one more event into a wallet of ten thousand orders shares, not copies, what it had.
export const initialWallet: Wallet = {
  tokens: 0,
  credits: PersistentSet.of(),
  payments: PersistentMap.of(),
  voidedOrders: new Set(),
  lots: [],
  lotPoints: 0,
  pointAdjustments: PersistentSet.of(),
  coupons: new Map(),
  redeemedCodes: new Set(),
  toolCards: [],
  toolCardUses: new Set(),
  creditRequests: PersistentMap.of(),
  adjustmentRequests: PersistentMap.of(),
};

export const adjustmentKey = (reason: string, reference: string) => `${reason}:${reference}`;

// A member earns a lot with almost every purchase, so a long-standing member holds thousands: each
// of these touches only the lots it changes (new lots nearly always expire last, spending and
// expiry take from the front), never every lot.
function addLot(lots: readonly PointsLot[], lot: PointsLot): PointsLot[] {
  let at = lots.length;
  while (at > 0 && lots[at - 1]!.expiresAt > lot.expiresAt) at--;
  const next = lots.slice();
  next.splice(at, 0, lot);
  return next;
}

function takeFromLots(lots: readonly PointsLot[], points: number): PointsLot[] {
  let owed = points;
  let used = 0;
  while (used < lots.length && owed >= lots[used]!.remaining) owed -= lots[used++]!.remaining;
  const rest = lots.slice(used);
  if (owed > 0 && rest.length) rest[0] = { ...rest[0]!, remaining: rest[0]!.remaining - owed };
  return rest;
}

/** How many lots, from the front, expire at or before `at` (epoch ms), and the points they hold. */
function expiredPrefix(lots: readonly PointsLot[], at: number): { count: number; points: number } {
  let count = 0;
  let points = 0;
  while (count < lots.length && lots[count]!.expiresAt <= at) points += lots[count++]!.remaining;
  return { count, points };
}

function withPayment(wallet: Wallet, orderId: string, change: Partial<OrderPayment>): ReadonlyMap<string, OrderPayment> {
  const current = wallet.payments.get(orderId) ?? { tokens: 0, points: 0, couponId: null, refunded: false };
  return mapWith(wallet.payments, orderId, { ...current, ...change });
}

function withCoupon(wallet: Wallet, couponId: string, change: Partial<WalletCoupon>): ReadonlyMap<string, WalletCoupon> {
  const current = wallet.coupons.get(couponId);
  if (!current) return wallet.coupons;
  const coupons = new Map(wallet.coupons);
  coupons.set(couponId, { ...current, ...change });
  return coupons;
}

export function evolveWallet(wallet: Wallet, event: WalletEvent): Wallet {
  switch (event.type) {
    case 'TokensCredited':
      return {
        ...wallet,
        tokens: wallet.tokens + event.data.amount,
        credits: setWith(wallet.credits, event.data.reference),
        creditRequests: mapWith(wallet.creditRequests, event.data.reference, { amount: event.data.amount, description: event.data.description }),
      };
    case 'TokensDebited':
      return {
        ...wallet,
        tokens: wallet.tokens - event.data.amount,
        payments: withPayment(wallet, event.data.orderId, { tokens: event.data.amount }),
      };
    case 'TokensRefunded':
      return { ...wallet, tokens: wallet.tokens + event.data.amount, payments: withPayment(wallet, event.data.orderId, { refunded: true }) };
    case 'OrderPaymentVoided':
      return { ...wallet, voidedOrders: new Set(wallet.voidedOrders).add(event.data.orderId) };
    case 'PointsAdjusted': {
      const { delta, reason, reference } = event.data;
      const lots =
        delta > 0
          ? addLot(wallet.lots, { expiresAt: event.data.expiresAt ? Date.parse(event.data.expiresAt) : Infinity, remaining: delta })
          : takeFromLots(wallet.lots, -delta);
      const lotPoints = delta > 0 ? wallet.lotPoints + delta : wallet.lotPoints - Math.min(-delta, wallet.lotPoints);
      const payments = reason === 'order_payment' ? withPayment(wallet, reference, { points: -delta }) : wallet.payments;
      const key = adjustmentKey(reason, reference);
      return {
        ...wallet,
        lots,
        lotPoints,
        payments,
        pointAdjustments: setWith(wallet.pointAdjustments, key),
        adjustmentRequests: mapWith(wallet.adjustmentRequests, key, { delta, description: event.data.description }),
      };
    }
    case 'PointsExpired': {
      const expired = expiredPrefix(wallet.lots, Date.parse(event.data.expiredAt));
      return { ...wallet, lots: wallet.lots.slice(expired.count), lotPoints: wallet.lotPoints - expired.points };
    }
    case 'CouponGranted': {
      const d = event.data;
      const coupons = new Map(wallet.coupons).set(d.couponId, {
        couponId: d.couponId,
        title: d.title,
        amount: d.amount,
        minPurchase: d.minPurchase,
        description: d.description,
        categoryIds: d.categoryIds,
        productIds: d.productIds,
        expiresAt: Date.parse(d.expiresAt),
        code: d.code,
        usedBy: null,
      });
      return { ...wallet, coupons, redeemedCodes: d.code ? new Set(wallet.redeemedCodes).add(d.code) : wallet.redeemedCodes };
    }
    case 'CouponUsed':
      return {
        ...wallet,
        coupons: withCoupon(wallet, event.data.couponId, { usedBy: event.data.orderId }),
        payments: withPayment(wallet, event.data.orderId, { couponId: event.data.couponId }),
      };
    case 'CouponReturned':
      return { ...wallet, coupons: withCoupon(wallet, event.data.couponId, { usedBy: null }) };
    case 'ToolCardsGranted': {
      const { reference, cardType, quantity } = event.data;
      const lot: ToolCardLot = { reference, cardType, expiresAt: Date.parse(event.data.expiresAt), quantity, remaining: quantity };
      const toolCards = [...wallet.toolCards];
      const at = toolCards.findIndex((l) => l.expiresAt > lot.expiresAt);
      toolCards.splice(at < 0 ? toolCards.length : at, 0, lot);
      return { ...wallet, toolCards };
    }
    case 'ToolCardUsed':
      return {
        ...wallet,
        toolCards: wallet.toolCards.map((l) => (l.reference === event.data.grantReference ? { ...l, remaining: l.remaining - 1 } : l)),
        toolCardUses: new Set(wallet.toolCardUses).add(event.data.reference),
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Points that can be spent at `now`: lots not yet past their expiry. */
export function availablePoints(wallet: Wallet, now: Date): number {
  return wallet.lotPoints - expiredPrefix(wallet.lots, now.getTime()).points;
}

/** Points held in lots already past their expiry at `now` (not yet recorded as expired). */
export function expiredPoints(wallet: Wallet, now: Date): number {
  return expiredPrefix(wallet.lots, now.getTime()).points;
}

export type CouponStatus = 'available' | 'used' | 'expired';

export function couponStatus(coupon: WalletCoupon, now: Date): CouponStatus {
  if (coupon.usedBy) return 'used';
  return coupon.expiresAt <= now.getTime() ? 'expired' : 'available';
}

/** Cards of this type that can be used at `now`. */
export function usableToolCards(wallet: Wallet, cardType: ToolCardType, now: Date): number {
  return wallet.toolCards.filter((l) => l.cardType === cardType && l.expiresAt > now.getTime()).reduce((n, l) => n + l.remaining, 0);
}
