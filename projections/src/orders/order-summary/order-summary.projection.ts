// The one order history (002 §3 "Order", §4 states): every product order, whatever its line, and
// every token recharge, with the spec's order and payment statuses. Also feeds the draw history
// and the recovery scan (on `status`).
import { unlessErased, type EventOfType } from '@shop/contracts';
import { projection } from '../../runner/projection';
import { OrderSummaryRow, type OrderSummaryItem } from './order-summary.entity';

type Placed = EventOfType<'OrderPlaced'>['data'];

/** The spec's order_type of an event's `kind` (kuji is `ichiban` in the events). */
export function orderTypeOf(kind: string): string {
  const types: Record<string, string> = { ichiban: 'kuji', gacha: 'gashapon', shipping: 'box_shipping' };
  return types[kind] ?? kind;
}

/** Lines whose goods are shipped once paid wait in `processing`; draws are done when fulfilled. */
const DELIVERED_TYPES = new Set(['shop', 'box_shipping']);

function placedItems(d: Placed): { items: OrderSummaryItem[]; quantity: number } {
  if (d.kind === 'shop') {
    const items = d.shop.lines.map((l) => ({ itemName: l.title, imageUrl: l.image, variation: '', quantity: l.quantity, unitPrice: l.unitPrice }));
    return { items, quantity: items.reduce((n, i) => n + i.quantity, 0) };
  }
  if (d.kind === 'box_shipping') {
    // The box items the parcel holds; the order's amount is the shipping fee.
    const items = d.shipping.items.map((i) => ({ itemName: i.name, imageUrl: i.imageUrl, variation: '', quantity: 1, unitPrice: 0 }));
    return { items, quantity: items.length };
  }
  // Every other line sells one product some number of times (ichiban's count; the rest from the price).
  const { unitPrice, amount, productName } = d;
  const quantity = d.kind === 'ichiban' ? d.ichiban.count : unitPrice > 0 ? Math.max(1, Math.round(amount / unitPrice)) : 1;
  return { items: [{ itemName: productName, imageUrl: '', variation: '', quantity, unitPrice }], quantity };
}

export const orderSummary = projection({
  name: 'order-summary',
  entity: OrderSummaryRow,
  key: 'orderId',
  handles: [
    'OrderPlaced',
    'OrderPaid',
    'OrderFulfilled',
    'OrderCancelled',
    'OrderRefunded',
    'RechargeRequested',
    'RechargePaid',
    'RechargeFailed',
    'BoxItemsShipped',
    'BoxItemsDelivered',
    'OrderCardRefundDue',
    'OrderCardRefunded',
    'OrderShipped',
    'OrderDelivered',
  ] as const,
  keyOf: (event) => ('orderId' in event.data ? event.data.orderId : event.data.merchantOrderNo),
  creates: (event) => event.type === 'OrderPlaced',
  evolve(row, event): OrderSummaryRow | null {
    const at = new Date(event.metadata.occurredAt);
    if (event.type === 'BoxItemsShipped') {
      // From the member's box stream, whose revisions are not the order stream's: the row keeps its
      // own revision and only moves forward, once (a fulfilled order goes to shipping).
      if (!row || row.trackingNumber !== null || (row.status !== 'paid' && row.status !== 'fulfilled')) return row;
      return { ...row, orderStatus: 'shipping', trackingNumber: event.data.trackingNumber, updatedAt: at };
    }
    if (event.type === 'BoxItemsDelivered') {
      // The parcel reached the member: the order is done (the completed tab lists delivered).
      if (!row || row.orderStatus !== 'shipping') return row;
      return { ...row, orderStatus: 'delivered', updatedAt: at };
    }
    if (row && event.revision <= row.revision) return row;
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      const { items, quantity } = placedItems(d);
      return {
        orderId: d.orderId,
        userId: d.userId,
        kind: d.kind,
        productId: d.productId,
        productName: d.productName,
        tubeId: d.kind === 'ichiban' ? d.ichiban.tubeId : null,
        status: 'placed',
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: d.paymentMethod,
        quantity,
        amount: d.amount,
        points: d.points,
        tokens: d.tokens,
        couponDiscount: d.couponDiscount ?? 0,
        cardAmount: d.cardAmount ?? 0,
        shippingMethod: d.kind === 'shop' ? d.shop.shippingMethod : d.kind === 'box_shipping' ? d.shipping.shippingMethod : null,
        shippingFee: d.kind === 'shop' ? d.shop.shippingFee : d.kind === 'box_shipping' ? d.amount : 0,
        items,
        recipient:
          d.kind === 'shop'
            ? {
                name: unlessErased(d.recipientName) ?? '',
                phone: unlessErased(d.recipientPhone) ?? '',
                address: unlessErased(d.recipientAddress) ?? '',
              }
            : null,
        customerNote: d.kind === 'shop' ? d.shop.customerNote || null : d.kind === 'box_shipping' ? d.shipping.customerNote || null : null,
        invoice: d.kind === 'shop' && d.shop.invoice ? { ...d.shop.invoice, email: unlessErased(d.invoiceEmail) ?? '' } : null,
        cardRefundDue: 0,
        cardRefunded: 0,
        cardRefundTradeNo: null,
        cardRefundPaidAt: null,
        cardRefundReference: null,
        cardRefundedAt: null,
        prizes: [],
        placedAt: at,
        paidAt: null,
        drawnAt: null,
        trackingNumber: null,
        updatedAt: at,
        revision: event.revision,
      };
    }
    if (event.type === 'RechargeRequested') {
      const d = event.data;
      return {
        orderId: d.merchantOrderNo,
        userId: d.userId,
        kind: 'token_recharge',
        productId: d.merchantOrderNo,
        productName: `代幣儲值 ${d.amount}`,
        tubeId: null,
        status: 'requested',
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'credit_card',
        quantity: 1,
        amount: d.amount,
        points: 0,
        tokens: 0,
        couponDiscount: 0,
        cardAmount: d.amount,
        shippingMethod: null,
        shippingFee: 0,
        items: [{ itemName: `代幣 ${d.amount}`, imageUrl: '', variation: '', quantity: 1, unitPrice: d.amount }],
        recipient: null,
        customerNote: null,
        invoice: d.invoice,
        cardRefundDue: 0,
        cardRefunded: 0,
        cardRefundTradeNo: null,
        cardRefundPaidAt: null,
        cardRefundReference: null,
        cardRefundedAt: null,
        prizes: [],
        placedAt: at,
        paidAt: null,
        drawnAt: null,
        trackingNumber: null,
        updatedAt: at,
        revision: event.revision,
      };
    }
    if (!row) return null;
    const next = { ...row, updatedAt: at, revision: event.revision };
    switch (event.type) {
      case 'OrderPaid':
        return { ...next, status: 'paid', orderStatus: 'paid', paymentStatus: 'paid', paidAt: at };
      case 'OrderFulfilled': {
        const items = row.items.map((item, i) => (i === 0 && !item.imageUrl ? { ...item, imageUrl: event.data.prizes[0]?.imageUrl ?? '' } : item));
        // A parcel already handed to the carrier (a step-wise commit finished late) stays shipping.
        const orderStatus = row.trackingNumber !== null ? row.orderStatus : DELIVERED_TYPES.has(orderTypeOf(row.kind)) ? 'processing' : 'completed';
        return { ...next, status: 'fulfilled', orderStatus, items, prizes: event.data.prizes, drawnAt: new Date(event.data.drawnAt) };
      }
      case 'OrderCancelled': {
        // A fulfilled box_shipping order support cancelled before it left: what it paid went back.
        if (row.status === 'fulfilled')
          return { ...next, status: 'cancelled', orderStatus: 'cancelled', paymentStatus: row.amount > 0 ? 'refunded' : row.paymentStatus };
        return { ...next, status: 'cancelled', orderStatus: 'cancelled', paymentStatus: row.paymentMethod === 'credit_card' ? 'failed' : 'pending' };
      }
      case 'OrderRefunded':
        return { ...next, status: 'refunded', orderStatus: 'refunded', paymentStatus: 'refunded' };
      case 'RechargePaid':
        return { ...next, status: 'credited', orderStatus: 'completed', paymentStatus: 'paid', paidAt: at };
      case 'RechargeFailed':
        return { ...next, status: 'failed', orderStatus: 'cancelled', paymentStatus: 'failed' };
      case 'OrderCardRefundDue':
        return {
          ...next,
          cardRefundDue: row.cardRefundDue + event.data.payment.amount,
          cardRefundTradeNo: event.data.payment.tradeNo,
          cardRefundPaidAt: at,
        };
      case 'OrderCardRefunded': {
        const cardRefunded = row.cardRefunded + event.data.amount;
        // An order that kept no payment (cancelled, its late card payment given back) reads 已退款, not 付款失敗.
        const keptNoPayment = row.paymentStatus === 'failed' || row.paymentStatus === 'pending';
        const paymentStatus = keptNoPayment && cardRefunded >= row.cardRefundDue ? 'refunded' : row.paymentStatus;
        return { ...next, cardRefunded, paymentStatus, cardRefundReference: event.data.reference, cardRefundedAt: at };
      }
      // A shop order's goods, shipped by staff and delivered (as BoxItemsShipped / Delivered for box_shipping).
      case 'OrderShipped':
        return { ...next, orderStatus: 'shipping', trackingNumber: event.data.trackingNumber };
      case 'OrderDelivered':
        return { ...next, orderStatus: 'delivered' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
