// The steps of one purchase (DESIGN.md decision 6). Each is idempotent: repeating a step that
// already happened changes nothing, so a retried request or the recovery process can run it again.
import type { CardPayment, OrderEvent, OrderFulfilled, OrderPaid, OrderPlaced } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialOrder, type Order } from './order.state';

export type PlaceOrder = { type: 'PlaceOrder'; data: OrderPlaced['data'] };
export type MarkOrderPaid = { type: 'MarkOrderPaid'; data: Omit<OrderPaid['data'], 'userId'> };
export type FulfilOrder = { type: 'FulfilOrder'; data: Omit<OrderFulfilled['data'], 'userId'> };
export type CancelOrder = { type: 'CancelOrder'; data: { orderId: string; reason: string } };
export type RefundOrder = { type: 'RefundOrder'; data: { orderId: string; reason: string } };
/** A card payment the gateway reported that cannot pay the order (it was cancelled meanwhile…). */
export type RecordUnusableCardPayment = { type: 'RecordUnusableCardPayment'; data: { orderId: string; payment: CardPayment; reason: string } };
/** Staff refunded at the gateway what is owed back to the card, under the gateway's reference. */
export type MarkCardRefunded = {
  type: 'MarkCardRefunded';
  /** `tradeNos`: only these of the payments owed (a refund made through the gateway, trade by trade); absent: all of them. */
  data: { orderId: string; reference: string; staffId: string; tradeNos?: readonly string[] };
};
/** Staff handed a paid shop order's goods to the carrier. */
export type ShipOrder = { type: 'ShipOrder'; data: { orderId: string; carrier: string; trackingNumber: string; staffId: string } };
/** Support cancelled a box_shipping order that had not left (a correction; its fee goes back through the wallet). */
export type CancelShippingOrder = { type: 'CancelShippingOrder'; data: { orderId: string; reason: string; staffId: string } };
/** Staff confirmed the carrier delivered a shipped shop order. */
export type DeliverOrder = { type: 'DeliverOrder'; data: { orderId: string; staffId: string } };
export type OrderCommand =
  | PlaceOrder
  | MarkOrderPaid
  | FulfilOrder
  | CancelOrder
  | RefundOrder
  | RecordUnusableCardPayment
  | MarkCardRefunded
  | ShipOrder
  | DeliverOrder
  | CancelShippingOrder;

export class OrderNotFound extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} does not exist`);
  }
}
/** The step does not follow from where the order is (fulfilling an unpaid order, paying a cancelled one…). */
export class OrderStepRefused extends DomainError {
  constructor(
    readonly orderId: string,
    readonly status: string,
    step: string,
  ) {
    super(`order ${orderId} is ${status}: cannot ${step}`);
  }
}

/** Nothing is owed back to the card on this order (never was, or already refunded). */
export class CardRefundNotDue extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} owes no card payment back`);
  }
}

/** Only a paid shop order (its goods handed over for delivery) waits for the warehouse. */
export class OrderNotShippable extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} is not a paid shop order`);
  }
}

/** The goods already left: a second mark would record a second parcel. */
export class OrderAlreadyShipped extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} was shipped already`);
  }
}

/** Delivered comes after shipped. */
export class OrderNotShipped extends DomainError {
  constructor(readonly orderId: string) {
    super(`order ${orderId} has not been shipped`);
  }
}

function placed(order: Order, orderId: string): Exclude<Order, { status: 'none' }> {
  if (order.status === 'none') throw new OrderNotFound(orderId);
  return order;
}

export function decide(cmd: OrderCommand, order: Order): OrderEvent[] {
  switch (cmd.type) {
    case 'PlaceOrder':
      return order.status === 'none' ? [{ type: 'OrderPlaced', data: cmd.data }] : [];
    case 'MarkOrderPaid': {
      const o = placed(order, cmd.data.orderId);
      if (o.status === 'paid' || o.status === 'fulfilled') return [];
      if (o.status !== 'placed') throw new OrderStepRefused(cmd.data.orderId, o.status, 'mark paid');
      return [{ type: 'OrderPaid', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'FulfilOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.status === 'fulfilled') return [];
      if (o.status !== 'paid') throw new OrderStepRefused(cmd.data.orderId, o.status, 'fulfil');
      return [{ type: 'OrderFulfilled', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'CancelOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.status === 'cancelled') return [];
      if (o.status !== 'placed') throw new OrderStepRefused(cmd.data.orderId, o.status, 'cancel');
      return [{ type: 'OrderCancelled', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'RefundOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.status === 'refunded') return [];
      if (o.status !== 'paid') throw new OrderStepRefused(cmd.data.orderId, o.status, 'refund');
      const refunded: OrderEvent = { type: 'OrderRefunded', data: { ...cmd.data, userId: o.placed.userId } };
      // The wallet gives back tokens and points; card money goes back through staff at the gateway.
      if (!o.card) return [refunded];
      return [
        refunded,
        { type: 'OrderCardRefundDue', data: { orderId: o.placed.orderId, userId: o.placed.userId, payment: o.card, reason: cmd.data.reason } },
      ];
    }
    case 'RecordUnusableCardPayment': {
      const o = placed(order, cmd.data.orderId);
      const { tradeNo } = cmd.data.payment;
      // Once per gateway trade; the payment that paid the order is not owed back here.
      if (o.card?.tradeNo === tradeNo || o.cardRefundsDue.includes(tradeNo)) return [];
      return [{ type: 'OrderCardRefundDue', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'MarkCardRefunded': {
      const o = placed(order, cmd.data.orderId);
      // Not idempotent on purpose: a second mark would claim a second gateway refund.
      const { tradeNos: only, ...data } = cmd.data;
      const covered = o.cardRefundsOwed.filter((p) => !only || only.includes(p.tradeNo));
      if (covered.length === 0) throw new CardRefundNotDue(cmd.data.orderId);
      const amount = covered.reduce((sum, p) => sum + p.amount, 0);
      const tradeNos = covered.map((p) => p.tradeNo);
      return [{ type: 'OrderCardRefunded', data: { ...data, userId: o.placed.userId, tradeNos, amount } }];
    }
    case 'ShipOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.placed.kind !== 'shop' || o.status !== 'fulfilled') throw new OrderNotShippable(cmd.data.orderId);
      if (o.delivery !== 'waiting') throw new OrderAlreadyShipped(cmd.data.orderId);
      return [{ type: 'OrderShipped', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'DeliverOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.placed.kind !== 'shop' || o.status !== 'fulfilled') throw new OrderNotShippable(cmd.data.orderId);
      if (o.delivery === 'delivered') return [];
      if (o.delivery !== 'shipped') throw new OrderNotShipped(cmd.data.orderId);
      return [{ type: 'OrderDelivered', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    case 'CancelShippingOrder': {
      const o = placed(order, cmd.data.orderId);
      if (o.status === 'cancelled') return [];
      // A box_shipping order is fulfilled once placed (its items marked paid in the box); whether the
      // parcel left is the box's to say.
      if (o.placed.kind !== 'box_shipping' || o.status !== 'fulfilled') throw new OrderStepRefused(cmd.data.orderId, o.status, 'cancel shipping');
      return [{ type: 'OrderCancelled', data: { ...cmd.data, userId: o.placed.userId } }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
}

export const orderDecider = { initialState: initialOrder, evolve, decide };

export const orderStreamId = (orderId: string) => `order-${orderId}`;
