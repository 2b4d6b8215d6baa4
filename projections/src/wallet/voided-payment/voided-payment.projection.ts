// Orders whose payment was voided (OrderPaymentVoided on the member's wallet), one row each: the
// staff console's list of payments needing attention. The wallet records a void once per order.
import { projection } from '../../runner/projection';
import { VoidedPaymentRow } from './voided-payment.entity';

export const voidedPayment = projection({
  name: 'voided-payment',
  entity: VoidedPaymentRow,
  key: 'orderId',
  handles: ['OrderPaymentVoided'] as const,
  keyOf: (event) => event.data.orderId,
  evolve(row, event): VoidedPaymentRow | null {
    if (row) return row;
    const { userId, orderId, reason } = event.data;
    return { orderId, userId, reason, voidedAt: new Date(event.metadata.occurredAt), revision: event.revision };
  },
});
