// Orders as lists and scans see them: status, money, prizes.
import { projection } from '../../runner/projection';
import { OrderSummaryRow } from './order-summary.entity';

export const orderSummary = projection({
  name: 'order-summary',
  entity: OrderSummaryRow,
  key: 'orderId',
  handles: ['OrderPlaced', 'OrderPaid', 'OrderFulfilled', 'OrderCancelled', 'OrderRefunded'] as const,
  keyOf: (event) => event.data.orderId,
  evolve(row, event): OrderSummaryRow | null {
    if (row && event.revision <= row.revision) return row;
    const at = new Date(event.metadata.occurredAt);
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      return {
        orderId: d.orderId,
        userId: d.userId,
        kind: d.kind,
        productId: d.productId,
        productName: d.productName,
        tubeId: d.kind === 'ichiban' ? d.ichiban.tubeId : null,
        status: 'placed',
        quantity: d.kind === 'ichiban' ? d.ichiban.count : d.shipping.items.length,
        amount: d.amount,
        points: d.points,
        tokens: d.tokens,
        prizes: [],
        placedAt: at,
        drawnAt: null,
        updatedAt: at,
        revision: event.revision,
      };
    }
    if (!row) return null;
    const next = { ...row, updatedAt: at, revision: event.revision };
    switch (event.type) {
      case 'OrderPaid':
        return { ...next, status: 'paid' };
      case 'OrderFulfilled':
        return { ...next, status: 'fulfilled', prizes: event.data.prizes, drawnAt: new Date(event.data.drawnAt) };
      case 'OrderCancelled':
        return { ...next, status: 'cancelled' };
      case 'OrderRefunded':
        return { ...next, status: 'refunded' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
