// What may happen to a wallet. Time and ids arrive in the command (DESIGN.md decision 4).
// Every command is idempotent on its reference: a credit on its reference, a payment and a
// refund on the order id, a points adjustment on reason + reference, a coupon on its id.
// A staff grant (source or reason 'admin') repeating a reference with another body is refused
// (ReferenceReused, naming the earlier request) instead of silently doing nothing.
import {
  constants,
  messages,
  type CouponGranted,
  type PointsReason,
  type ToolCardsGranted,
  type ToolCardType,
  type WalletEvent,
} from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import {
  adjustmentKey,
  availablePoints,
  couponStatus,
  evolve,
  expiredPoints,
  initialWallet,
  usableToolCards,
  type Wallet,
  type WalletCoupon,
} from './wallet.state';

export interface CouponContext {
  /** Order amount in 元 before the coupon (for 滿N元可用). */
  amount?: number;
  productId?: string;
  categoryId?: string;
}

export type CreditTokens = {
  type: 'CreditTokens';
  data: { userId: string; amount: number; reference: string; source: 'recharge' | 'admin'; description: string };
};
export type PayOrder = {
  type: 'PayOrder';
  data: { userId: string; orderId: string; tokens: number; points: number; couponId?: string; description: string; context?: CouponContext };
  now: Date;
};
export type RefundOrder = { type: 'RefundOrder'; data: { userId: string; orderId: string; reason: string }; now: Date };
export type AdjustPoints = {
  type: 'AdjustPoints';
  data: { userId: string; delta: number; reason: PointsReason; reference: string; description: string };
  now: Date;
};
export type ExpirePoints = { type: 'ExpirePoints'; data: { userId: string }; now: Date };
export type GrantCoupon = { type: 'GrantCoupon'; data: CouponGranted['data']; now: Date };
export type GrantToolCards = { type: 'GrantToolCards'; data: ToolCardsGranted['data'] };
/** Spends one card of a type; `reference` names the use, so a retried use spends one card. */
export type UseToolCard = { type: 'UseToolCard'; data: { userId: string; cardType: ToolCardType; reference: string; usedOn: string }; now: Date };
/**
 * Points spent on an item of the exchange catalogue (/beanExchange): the debit and the item are
 * decided together and appended at once, so points never go without the item, nor the item without
 * the points; never below zero; once per `exchangeId`.
 */
export type ExchangePoints = {
  type: 'ExchangePoints';
  data: {
    userId: string;
    exchangeId: string;
    cost: number;
    description: string;
    reward:
      | { kind: 'tool_cards'; cardType: ToolCardType; quantity: number; expiresAt: string }
      | { kind: 'coupon'; coupon: Omit<CouponGranted['data'], 'userId' | 'couponId' | 'source'> };
  };
  now: Date;
};
export type WalletCommand =
  CreditTokens | PayOrder | RefundOrder | AdjustPoints | ExpirePoints | GrantCoupon | GrantToolCards | UseToolCard | ExchangePoints;

export class InvalidWalletAmount extends DomainError {}
/** 代幣餘額不足 */
export class InsufficientTokens extends DomainError {
  constructor(
    readonly balance: number,
    readonly wanted: number,
  ) {
    super(messages.payment.insufficientTokens);
  }
}
/** 紅利不足 */
export class InsufficientPoints extends DomainError {
  constructor(
    readonly available: number,
    readonly wanted: number,
  ) {
    super(messages.points.insufficient);
  }
}
export type CouponProblem = 'not_found' | 'used' | 'expired' | 'min_purchase' | 'restricted';
export class CouponNotUsable extends DomainError {
  constructor(
    readonly couponId: string,
    readonly problem: CouponProblem,
    message: string,
  ) {
    super(message);
  }
}
/** The order was given up (refunded before it was paid): it can no longer be paid. */
export class OrderPaymentClosed extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} was voided before payment`);
  }
}
export class CouponCodeAlreadyRedeemed extends DomainError {
  constructor(readonly code: string) {
    super(`code ${code} already redeemed by this wallet`);
  }
}

/** A staff grant reusing a reference another request already used; `earlier` describes that one (zh-TW). */
export class ReferenceReused extends DomainError {
  constructor(
    readonly reference: string,
    readonly earlier: string,
  ) {
    super(messages.common.referenceReused(earlier));
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
/** The earlier request as staff remember it: what it gave, and its reason when it had one. */
const named = (what: string, description: string) => (description ? `${what}（${description}）` : what);

/** No usable card of the type (none held, all used or expired): 沒有提示卡可用 / 透視卡數量不足. */
export class NoToolCard extends DomainError {
  constructor(readonly cardType: ToolCardType) {
    super(cardType === 'shake_card' ? messages.blindbox.noHintCards : messages.blindbox.cardInsufficient(messages.blindbox.insightCard));
  }
}

const yearMs = (years: number, from: Date) => {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/** Why this coupon cannot pay for this context, or null when it can. */
export function couponProblem(coupon: WalletCoupon, context: CouponContext, now: Date): { problem: CouponProblem; message: string } | null {
  const status = couponStatus(coupon, now);
  if (status !== 'available') return { problem: status, message: messages.coupon[status] };
  if (context.amount !== undefined && context.amount < coupon.minPurchase) {
    return { problem: 'min_purchase', message: messages.coupon.minPurchase(coupon.minPurchase) };
  }
  if (context.productId && coupon.productIds.length && !coupon.productIds.includes(context.productId)) {
    return { problem: 'restricted', message: messages.coupon.restricted };
  }
  if (context.categoryId && coupon.categoryIds.length && !coupon.categoryIds.includes(context.categoryId)) {
    return { problem: 'restricted', message: messages.coupon.restricted };
  }
  return null;
}

/** Records lots past their expiry before anything else looks at the points balance. */
function expiry(wallet: Wallet, userId: string, now: Date): WalletEvent[] {
  const points = expiredPoints(wallet, now);
  return points > 0 ? [{ type: 'PointsExpired', data: { userId, points, expiredAt: now.toISOString() } }] : [];
}

function creditTokens(cmd: CreditTokens, wallet: Wallet): WalletEvent[] {
  if (!Number.isInteger(cmd.data.amount) || cmd.data.amount <= 0) throw new InvalidWalletAmount(`credit of ${cmd.data.amount}`);
  if (wallet.credits.has(cmd.data.reference)) {
    const earlier = wallet.creditRequests.get(cmd.data.reference);
    if (cmd.data.source === 'admin' && earlier && (earlier.amount !== cmd.data.amount || earlier.description !== cmd.data.description)) {
      throw new ReferenceReused(cmd.data.reference, named(`代幣 ${signed(earlier.amount)}`, earlier.description));
    }
    return [];
  }
  return [{ type: 'TokensCredited', data: cmd.data }];
}

function payOrder(cmd: PayOrder, wallet: Wallet): WalletEvent[] {
  const { userId, orderId, tokens, points, couponId, description } = cmd.data;
  if (wallet.payments.has(orderId)) return [];
  if (wallet.voidedOrders.has(orderId)) throw new OrderPaymentClosed(orderId);
  if (!Number.isInteger(tokens) || tokens < 0 || !Number.isInteger(points) || points < 0) {
    throw new InvalidWalletAmount(`order ${orderId}: tokens ${tokens}, points ${points}`);
  }
  if (tokens > wallet.tokens) throw new InsufficientTokens(wallet.tokens, tokens);
  const available = availablePoints(wallet, cmd.now);
  if (points > available) throw new InsufficientPoints(available, points);
  const events: WalletEvent[] = points > 0 ? expiry(wallet, userId, cmd.now) : [];
  if (couponId) {
    const coupon = wallet.coupons.get(couponId);
    if (!coupon) throw new CouponNotUsable(couponId, 'not_found', messages.coupon.notFound);
    // The price before the coupon: what the tokens and points paid plus the coupon's own discount.
    const gross = tokens + Math.floor(points / constants.points.pointsPerCurrencyUnit) + coupon.amount;
    const problem = couponProblem(coupon, { amount: gross, ...cmd.data.context }, cmd.now);
    if (problem) throw new CouponNotUsable(couponId, problem.problem, problem.message);
  }
  events.push({ type: 'TokensDebited', data: { userId, orderId, amount: tokens, description } });
  if (points > 0) events.push({ type: 'PointsAdjusted', data: { userId, delta: -points, reason: 'order_payment', reference: orderId, description } });
  if (couponId) events.push({ type: 'CouponUsed', data: { userId, couponId, orderId } });
  return events;
}

function refundOrder(cmd: RefundOrder, wallet: Wallet): WalletEvent[] {
  const { userId, orderId, reason } = cmd.data;
  const payment = wallet.payments.get(orderId);
  if (!payment) return wallet.voidedOrders.has(orderId) ? [] : [{ type: 'OrderPaymentVoided', data: { userId, orderId, reason } }];
  if (payment.refunded) return [];
  const events: WalletEvent[] = [{ type: 'TokensRefunded', data: { userId, orderId, amount: payment.tokens, reason } }];
  if (payment.points > 0) {
    // Points given back form a fresh lot: the spent lots are gone, so they get a new year.
    events.push({
      type: 'PointsAdjusted',
      data: {
        userId,
        delta: payment.points,
        reason: 'order_refund',
        reference: orderId,
        description: reason,
        expiresAt: yearMs(constants.points.expiryYears, cmd.now).toISOString(),
      },
    });
  }
  if (payment.couponId) events.push({ type: 'CouponReturned', data: { userId, couponId: payment.couponId, orderId } });
  // The VIP rebate the order earned goes with it: as much of it as the member has not spent yet.
  const rebate = wallet.adjustmentRequests.get(adjustmentKey('rebate', orderId))?.delta ?? 0;
  const takeBack = Math.min(rebate, availablePoints(wallet, cmd.now));
  if (takeBack > 0) {
    events.push({ type: 'PointsAdjusted', data: { userId, delta: -takeBack, reason: 'rebate_refund', reference: orderId, description: reason } });
  }
  return events;
}

function adjustPoints(cmd: AdjustPoints, wallet: Wallet): WalletEvent[] {
  const { userId, delta, reason, reference, description } = cmd.data;
  if (!Number.isInteger(delta) || delta === 0) throw new InvalidWalletAmount(`points adjustment of ${delta}`);
  if (wallet.pointAdjustments.has(adjustmentKey(reason, reference))) {
    const earlier = wallet.adjustmentRequests.get(adjustmentKey(reason, reference));
    if (reason === 'admin' && earlier && (earlier.delta !== delta || earlier.description !== description)) {
      throw new ReferenceReused(reference, named(`紅利 ${signed(earlier.delta)}`, earlier.description));
    }
    return [];
  }
  const events = expiry(wallet, userId, cmd.now);
  if (delta < 0) {
    const available = availablePoints(wallet, cmd.now);
    if (-delta > available) throw new InsufficientPoints(available, -delta);
    events.push({ type: 'PointsAdjusted', data: { userId, delta, reason, reference, description } });
  } else {
    const expiresAt = yearMs(constants.points.expiryYears, cmd.now).toISOString();
    events.push({ type: 'PointsAdjusted', data: { userId, delta, reason, reference, description, expiresAt } });
  }
  return events;
}

function grantCoupon(cmd: GrantCoupon, wallet: Wallet): WalletEvent[] {
  // A code is redeemed once per wallet: asking again is refused, not silently repeated.
  if (cmd.data.code && wallet.redeemedCodes.has(cmd.data.code)) throw new CouponCodeAlreadyRedeemed(cmd.data.code);
  const earlier = wallet.coupons.get(cmd.data.couponId);
  if (earlier) {
    const d = cmd.data;
    const same =
      earlier.title === d.title &&
      earlier.amount === d.amount &&
      earlier.minPurchase === d.minPurchase &&
      earlier.description === d.description &&
      sameList(earlier.categoryIds, d.categoryIds) &&
      sameList(earlier.productIds, d.productIds);
    // The expiry is counted from each request's own time, so a retry later on is still the same grant.
    if (d.source === 'admin' && !same)
      throw new ReferenceReused(d.couponId, named(`優惠券「${earlier.title}」${earlier.amount} 元`, earlier.description));
    return [];
  }
  if (!Number.isInteger(cmd.data.amount) || cmd.data.amount <= 0) throw new InvalidWalletAmount(`coupon of ${cmd.data.amount}`);
  return [{ type: 'CouponGranted', data: cmd.data }];
}

function grantToolCards(cmd: GrantToolCards, wallet: Wallet): WalletEvent[] {
  if (!Number.isInteger(cmd.data.quantity) || cmd.data.quantity <= 0) throw new InvalidWalletAmount(`${cmd.data.quantity} tool cards`);
  if (wallet.toolCards.some((l) => l.reference === cmd.data.reference)) return [];
  return [{ type: 'ToolCardsGranted', data: cmd.data }];
}

function useToolCard(cmd: UseToolCard, wallet: Wallet): WalletEvent[] {
  const { userId, cardType, reference, usedOn } = cmd.data;
  if (wallet.toolCardUses.has(reference)) return [];
  if (usableToolCards(wallet, cardType, cmd.now) < 1) throw new NoToolCard(cardType);
  // The card that expires first goes first.
  const lot = wallet.toolCards.find((l) => l.cardType === cardType && l.remaining > 0 && l.expiresAt > cmd.now.getTime())!;
  return [{ type: 'ToolCardUsed', data: { userId, cardType, grantReference: lot.reference, reference, usedOn } }];
}

function exchangePoints(cmd: ExchangePoints, wallet: Wallet): WalletEvent[] {
  const { userId, exchangeId, cost, description, reward } = cmd.data;
  if (!Number.isInteger(cost) || cost <= 0) throw new InvalidWalletAmount(`exchange for ${cost} points`);
  if (wallet.pointAdjustments.has(adjustmentKey('points_exchange', exchangeId))) return [];
  const debit = adjustPoints(
    { type: 'AdjustPoints', data: { userId, delta: -cost, reason: 'points_exchange', reference: exchangeId, description }, now: cmd.now },
    wallet,
  );
  const after = debit.reduce(evolve, wallet);
  const granted =
    reward.kind === 'tool_cards'
      ? grantToolCards(
          {
            type: 'GrantToolCards',
            data: {
              userId,
              cardType: reward.cardType,
              quantity: reward.quantity,
              expiresAt: reward.expiresAt,
              reason: 'points_exchange',
              reference: `exchange:${exchangeId}`,
            },
          },
          after,
        )
      : grantCoupon(
          { type: 'GrantCoupon', data: { ...reward.coupon, userId, couponId: `EX-${exchangeId}`, source: 'points_exchange' }, now: cmd.now },
          after,
        );
  return [...debit, ...granted];
}

export function decide(command: WalletCommand, wallet: Wallet): WalletEvent[] {
  switch (command.type) {
    case 'CreditTokens':
      return creditTokens(command, wallet);
    case 'PayOrder':
      return payOrder(command, wallet);
    case 'RefundOrder':
      return refundOrder(command, wallet);
    case 'AdjustPoints':
      return adjustPoints(command, wallet);
    case 'ExpirePoints':
      return expiry(wallet, command.data.userId, command.now);
    case 'GrantCoupon':
      return grantCoupon(command, wallet);
    case 'GrantToolCards':
      return grantToolCards(command, wallet);
    case 'UseToolCard':
      return useToolCard(command, wallet);
    case 'ExchangePoints':
      return exchangePoints(command, wallet);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const walletDecider = { initialState: initialWallet, evolve, decide };

export const walletStreamId = (userId: string) => `wallet-${userId}`;
