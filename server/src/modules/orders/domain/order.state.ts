// The state of one order, folded from its `order-<id>` stream.
import type { CardPayment, FulfilledPrize, OrderEvent, OrderPlaced } from '@shop/contracts';

export type OrderStatus = 'placed' | 'paid' | 'fulfilled' | 'cancelled' | 'refunded';

export type Order =
  | { status: 'none' }
  | {
      status: OrderStatus;
      placed: OrderPlaced['data'];
      prizes: readonly FulfilledPrize[];
      drawnAt: string | null;
      /** The card payment that paid the order, if it was paid by card. */
      card: CardPayment | null;
      /** Gateway trade numbers of card payments owed back to the buyer (OrderCardRefundDue). */
      cardRefundsDue: readonly string[];
      /** Card payments owed back and not refunded yet (what OrderCardRefunded settles). */
      cardRefundsOwed: readonly CardPayment[];
      /** A shop order's goods on their way: waiting for the warehouse, with the carrier, or delivered. */
      delivery: 'waiting' | 'shipped' | 'delivered';
      /** Why the order was cancelled (OrderCancelled's reason), once it was. */
      cancelReason: string | null;
    };

export const initialOrder: Order = { status: 'none' };

export function evolve(order: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced')
    return {
      status: 'placed',
      placed: event.data,
      prizes: [],
      drawnAt: null,
      card: null,
      cardRefundsDue: [],
      cardRefundsOwed: [],
      delivery: 'waiting',
      cancelReason: null,
    };
  if (order.status === 'none') return order;
  switch (event.type) {
    case 'OrderPaid':
      return { ...order, status: 'paid', card: event.data.card ?? null };
    case 'OrderFulfilled':
      return { ...order, status: 'fulfilled', prizes: event.data.prizes, drawnAt: event.data.drawnAt };
    case 'OrderCancelled':
      return { ...order, status: 'cancelled', cancelReason: event.data.reason };
    case 'OrderRefunded':
      return { ...order, status: 'refunded' };
    case 'OrderCardRefundDue':
      return {
        ...order,
        cardRefundsDue: [...order.cardRefundsDue, event.data.payment.tradeNo],
        cardRefundsOwed: [...order.cardRefundsOwed, event.data.payment],
      };
    case 'OrderCardRefunded':
      return { ...order, cardRefundsOwed: order.cardRefundsOwed.filter((p) => !event.data.tradeNos.includes(p.tradeNo)) };
    case 'OrderShipped':
      return { ...order, delivery: 'shipped' };
    case 'OrderDelivered':
      return { ...order, delivery: 'delivered' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
