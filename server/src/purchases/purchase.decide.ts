// The purchase as one pure decision over the four streams it touches: the order, the buyer's
// wallet, the product line's container and the buyer's prize box. From their folded states it
// decides every event the order still needs — placed, paid (tokens, points, coupon), taken from
// the container, into the box, fulfilled, and what the container owes afterwards — each step
// idempotent on the order id, so the same function finishes an order that a crash or a card
// payment left half-way. The events come out grouped in the order a store without atomic
// multi-stream appends must write them (purchase-core.ts).
//
// Refusals: when the order does not exist before this decision, a rule saying no (餘額不足, a
// ticket already drawn…) throws and nothing is written. When it exists already (a card order
// paid later, a step-wise purchase that raced, the recovery), the decision compensates instead:
// an unpaid order is cancelled and the wallet voids it; a paid one is refunded; and the refusal
// is reported beside those events.
import {
  checkPointsSpend,
  constants,
  messages,
  maxUsablePoints,
  vipPointsLimitPercent,
  vipRebatePoints,
  type BoxEvent,
  type CardPayment,
  type OrderEvent,
  type WalletEvent,
} from '@shop/contracts';
import { DomainError } from '../platform/decider';
import { orderDecider, type Order, type OrderCommand } from '../modules/orders/orders.public';
import { boxDecider, type Box } from '../modules/prize-box/prize-box.public';
import { InsufficientPoints, walletDecider, type Wallet, type WalletCommand } from '../modules/wallet/wallet.public';
import type { PlacedOrderData, PurchaseLine } from './purchase-line';

/**
 * How long a card order waits for the gateway's result: its hold on the container (the shop's
 * stock; a tube's card order holds nothing), the gateway's TradeLimit and the order itself all end
 * at placedAt + this. The recovery then voids it.
 */
export const CARD_PAYMENT_TIMEOUT_MS = constants.holds.cardPaymentSeconds * 1000;

/** Whether a card order's payment window has closed at `now`. */
export const cardPaymentExpired = (p: PlacedOrderData, now: Date): boolean => now.getTime() - Date.parse(p.placedAt) >= CARD_PAYMENT_TIMEOUT_MS;

export type PurchaseStep =
  /** Place a new order and run it as far as it goes (a card order stops to wait for the gateway). */
  | { type: 'Place'; placed: PlacedOrderData }
  /** The gateway took the card payment: record it once per trade and finish the order. */
  | { type: 'CardPaid'; orderId: string; payment: CardPayment }
  /** The gateway reports the card payment failed or was cancelled. */
  | { type: 'CardFailed'; orderId: string; reason: string }
  /** End an order its request left half-way (the recovery process). */
  | { type: 'Recover'; orderId: string };

export type StreamRole = 'order' | 'wallet' | 'container' | 'box';

export interface PurchaseStates<Container> {
  order: Order;
  wallet: Wallet;
  container: Container;
  box: Box;
}

type AnyEvent<ContainerEvent> = OrderEvent | WalletEvent | BoxEvent | ContainerEvent;

export interface PurchaseDecision<Container, ContainerEvent> {
  /** Non-empty groups of one stream's events, in the order a step-wise store appends them. */
  steps: { role: StreamRole; events: AnyEvent<ContainerEvent>[] }[];
  /** The states after every step. */
  states: PurchaseStates<Container>;
  /** A rule that said no to an order that already existed; the steps hold its compensation. */
  refusal: DomainError | null;
}

/** A gateway result about an order that is not a card order of ours. */
export class UnknownCardOrder extends DomainError {}

export function decidePurchase<Container, ContainerEvent extends { type: string; data: unknown }, Prepared>(
  line: PurchaseLine<Container, ContainerEvent, Prepared>,
  step: PurchaseStep,
  given: PurchaseStates<Container>,
  prepared: Prepared,
  now: Date,
): PurchaseDecision<Container, ContainerEvent> {
  const steps: PurchaseDecision<Container, ContainerEvent>['steps'] = [];
  const s: PurchaseStates<Container> = { ...given };
  let refusal: DomainError | null = null;
  const isNew = step.type === 'Place' && given.order.status === 'none';

  const emit = (role: StreamRole, events: AnyEvent<ContainerEvent>[]): void => {
    if (events.length === 0) return;
    steps.push({ role, events });
    if (role === 'order') s.order = (events as OrderEvent[]).reduce(orderDecider.evolve, s.order);
    if (role === 'wallet') s.wallet = (events as WalletEvent[]).reduce(walletDecider.evolve, s.wallet);
    if (role === 'box') s.box = (events as BoxEvent[]).reduce(boxDecider.evolve, s.box);
    if (role === 'container') s.container = (events as ContainerEvent[]).reduce(line.container.evolve, s.container);
  };
  const onOrder = (cmd: OrderCommand) => emit('order', orderDecider.decide(cmd, s.order));
  const onWallet = (cmd: WalletCommand) => emit('wallet', walletDecider.decide(cmd, s.wallet));
  const placed = (): PlacedOrderData => {
    if (s.order.status === 'none') throw new UnknownCardOrder(`no order ${step.type === 'Place' ? step.placed.orderId : step.orderId}`);
    return s.order.placed;
  };
  /** A refusal: a new order is simply not written; an existing one gets `compensate`. */
  const refused = (error: unknown, compensate: () => void): void => {
    if (!(error instanceof DomainError) || isNew) throw error;
    refusal = error;
    compensate();
  };
  const pay = (p: PlacedOrderData, tokens: number) =>
    onWallet({
      type: 'PayOrder',
      data: {
        userId: p.userId,
        orderId: p.orderId,
        tokens,
        points: p.points,
        couponId: p.couponId,
        description: line.describe(p),
        context: line.couponContext(p),
      },
      now,
    });
  /** What a line held for the order (a card order's reserved stock) goes back with its cancellation or refund. */
  const release = (p: PlacedOrderData, reason: string) => {
    if (line.release) emit('container', line.release(p, s.container, reason, now));
  };
  const cancel = (p: PlacedOrderData, reason: string, walletFirst: boolean) => {
    const voidPayment = () => onWallet({ type: 'RefundOrder', data: { userId: p.userId, orderId: p.orderId, reason }, now });
    if (walletFirst) voidPayment();
    onOrder({ type: 'CancelOrder', data: { orderId: p.orderId, reason } });
    if (!walletFirst) voidPayment();
    release(p, reason);
  };
  /** Why the container cannot fill the order now (its take is pure: only asked), or null. */
  const refusalOfTake = (p: PlacedOrderData): DomainError | null => {
    try {
      line.take(p, s.container, prepared, now);
      return null;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return error;
    }
  };
  const refund = (p: PlacedOrderData, reason: string) => {
    onWallet({ type: 'RefundOrder', data: { userId: p.userId, orderId: p.orderId, reason }, now });
    onOrder({ type: 'RefundOrder', data: { orderId: p.orderId, reason } });
    release(p, reason);
  };

  switch (step.type) {
    case 'Place':
      if (isNew) checkVipPointsShare(step.placed);
      onOrder({ type: 'PlaceOrder', data: step.placed });
      break;
    case 'CardPaid': {
      const p = placed();
      if (p.paymentMethod !== 'credit_card') throw new UnknownCardOrder(`order ${p.orderId} is not paid by card`);
      const owe = (reason: string) => onOrder({ type: 'RecordUnusableCardPayment', data: { orderId: p.orderId, payment: step.payment, reason } });
      if (step.payment.amount !== p.cardAmount) {
        owe(`card paid ${step.payment.amount}, the order asks ${String(p.cardAmount)}`);
      } else if (s.order.status === 'placed' && cardPaymentExpired(p, now)) {
        // Paid after the window closed (its hold ended with it): the order is void, the payment owed back.
        cancel(p, messages.holds.cardPaymentExpired, false);
        owe(`the payment came after the order's window closed`);
      } else if (s.order.status === 'placed' && (refusal = refusalOfTake(p))) {
        // A card order holds nothing while its buyer is at the gateway (a tube's tickets): what it
        // chose went to others meanwhile. Void, its points given back, the payment owed back.
        cancel(p, refusal.message, false);
        owe(`the order could no longer be filled: ${refusal.message}`);
      } else if (s.order.status === 'placed') {
        try {
          // The points were taken when the order was placed; taken again here only if that was cut short.
          if (p.points > 0 || p.couponId) pay(p, 0);
          onOrder({ type: 'MarkOrderPaid', data: { orderId: p.orderId, tokensDebited: 0, pointsSpent: p.points, card: step.payment } });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          owe(`the order could not take the payment: ${error.message}`);
        }
      } else {
        // A replay (nothing for the trade that paid it), or a payment after the order was cancelled.
        owe(`the order is ${s.order.status}`);
      }
      break;
    }
    case 'CardFailed': {
      const p = placed();
      if (p.paymentMethod !== 'credit_card') throw new UnknownCardOrder(`order ${p.orderId} is not paid by card`);
      // Cancelled first, so that on a step-wise store a payment recorded meanwhile wins and keeps its points.
      if (s.order.status === 'placed') cancel(p, step.reason, false);
      break;
    }
    case 'Recover': {
      if (s.order.status !== 'placed') break;
      const p = s.order.placed;
      if (p.paymentMethod === 'credit_card') {
        if (cardPaymentExpired(p, now)) cancel(p, messages.holds.cardPaymentExpired, false);
      } else {
        // The request died before the payment was confirmed: the wallet voids the order first,
        // so that a request that stalled past this point can no longer charge for it.
        cancel(p, '訂單未完成，已退款', true);
      }
      break;
    }
    default: {
      const unhandled: never = step;
      return unhandled;
    }
  }

  // Run the order forward from wherever it now stands.
  for (let guard = 0; guard < 4; guard++) {
    const order = s.order;
    if (order.status === 'none' || order.status === 'cancelled' || order.status === 'refunded') break;
    const p = order.placed;
    if (order.status === 'placed') {
      if (p.paymentMethod === 'credit_card') {
        // A card order takes its points when placed, then waits for the gateway.
        if ((p.points > 0 || p.couponId) && !s.wallet.payments.has(p.orderId)) {
          try {
            pay(p, 0);
          } catch (error) {
            refused(error, () => cancel(p, error instanceof Error ? error.message : String(error), false));
            break;
          }
        }
        // …and holds what it buys (the shop's stock) until the gateway answers or the window closes.
        if (line.reserve) {
          try {
            emit('container', line.reserve(p, s.container, now));
          } catch (error) {
            refused(error, () => cancel(p, error instanceof Error ? error.message : String(error), false));
          }
        }
        break;
      }
      try {
        pay(p, p.tokens);
      } catch (error) {
        refused(error, () => cancel(p, error instanceof Error ? error.message : String(error), false));
        break;
      }
      const receipt = s.wallet.payments.get(p.orderId)!;
      onOrder({ type: 'MarkOrderPaid', data: { orderId: p.orderId, tokensDebited: receipt.tokens, pointsSpent: receipt.points } });
      continue;
    }
    if (order.status === 'paid') {
      try {
        emit('container', line.take(p, s.container, prepared, now));
      } catch (error) {
        refused(error, () => refund(p, error instanceof Error ? error.message : String(error)));
        break;
      }
      // Paid and held, its prize decided later (a capsule waiting for its beacon round): stays paid.
      if (line.awaiting?.(p, s.container)) break;
      const prizes = line.prizes(p, s.container);
      // A line's own box change (shipping marks items), else its prizes into the box (the shop boxes nothing).
      const boxItem = line.boxItem?.bind(line);
      const boxCommand =
        line.boxCommand?.(p, prizes, now) ??
        (boxItem
          ? { type: 'AddBoxItems' as const, data: { userId: p.userId, orderId: p.orderId, items: prizes.map((z) => boxItem(p, z)) }, now }
          : null);
      if (boxCommand) {
        try {
          emit('box', boxDecider.decide(boxCommand, s.box));
        } catch (error) {
          refused(error, () => refund(p, error instanceof Error ? error.message : String(error)));
          break;
        }
      }
      onOrder({ type: 'FulfilOrder', data: { orderId: p.orderId, prizes, drawnAt: now.toISOString() } });
      continue;
    }
    // Fulfilled: the buyer's VIP rebate (once per order: the wallet adjusts a reference once),
    // then whatever the container owes afterwards, once.
    const rebate = vipRebateOf(p);
    if (rebate > 0) {
      onWallet({
        type: 'AdjustPoints',
        data: { userId: p.userId, delta: rebate, reason: 'rebate', reference: p.orderId, description: `VIP ${p.vipLevel} 消費回饋` },
        now,
      });
    }
    emit('container', line.settle(s.container, prepared));
    break;
  }
  return { steps, states: s, refusal };
}

/**
 * A new order's points may pay at most its VIP level's share of the price (50 % below level 4,
 * 100 % from 4; 50 % when the level is not known), in steps of 200 from 200.
 */
function checkVipPointsShare(p: PlacedOrderData): void {
  if (p.points === 0) return;
  const ctx = { balance: p.points, price: p.amount, limitPercent: vipPointsLimitPercent(p.vipLevel ?? 1) };
  if (!checkPointsSpend(p.points, ctx).ok) throw new InsufficientPoints(maxUsablePoints(ctx), p.points);
}

/** The rebate points an order earns: its level's percent of what it paid in tokens or by card (not a shipping fee). */
export function vipRebateOf(p: PlacedOrderData): number {
  if (!p.vipLevel || p.kind === 'box_shipping') return 0;
  return vipRebatePoints(p.paymentMethod === 'credit_card' ? (p.cardAmount ?? 0) : p.tokens, p.vipLevel);
}

/** The four streams of one order, by role: their stream ids. */
export type PurchaseStreams = Record<StreamRole, string>;

/**
 * Several orders on one container decided one after another for ONE commit (orders placed on a
 * hot container while its last commit was under way; a gacha machine's capsules due at their
 * rounds; purchase-core.ts): each order is decided on the states the orders before it left — the
 * container after their takes, a buyer's wallet and box after that buyer's earlier orders — and
 * each stream's events are kept in decision order, each with its order's `tag` (its metadata), to
 * be appended at the revision its fold was read at.
 */
export class PurchaseBatch<Tag = undefined> {
  /** Each stream's events decided so far, in decision order; only streams with events. */
  readonly events = new Map<string, { type: string; data: unknown; tag: Tag }[]>();

  /** `states`: each stream's fold as read, by stream id. */
  constructor(private readonly states: Map<string, unknown>) {}

  /** The states the next order of these streams is decided on. */
  statesOf<Container>(streams: PurchaseStreams): PurchaseStates<Container> {
    const of = (role: StreamRole) => {
      if (!this.states.has(streams[role])) throw new Error(`no fold of ${streams[role]} in the batch`);
      return this.states.get(streams[role]);
    };
    return { order: of('order') as Order, wallet: of('wallet') as Wallet, container: of('container') as Container, box: of('box') as Box };
  }

  /** The state a stream is left in by every order decided so far. */
  stateOf(streamId: string): unknown {
    return this.states.get(streamId);
  }

  /** Takes an order's decision (made on `statesOf(streams)`) into the batch, its events tagged with `tag`. */
  add<Container, ContainerEvent extends { type: string; data: unknown }>(
    streams: PurchaseStreams,
    decision: PurchaseDecision<Container, ContainerEvent>,
    tag?: Tag,
  ): void {
    for (const { role, events } of decision.steps) {
      const kept = this.events.get(streams[role]) ?? [];
      for (const { type, data } of events) kept.push({ type, data, tag: tag as Tag });
      this.events.set(streams[role], kept);
    }
    for (const role of ['order', 'wallet', 'container', 'box'] as const) this.states.set(streams[role], decision.states[role]);
  }
}
