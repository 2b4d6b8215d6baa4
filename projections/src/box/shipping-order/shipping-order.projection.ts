// The staff's fulfilment queue: each box_shipping order from its shipment stream (what and where)
// and the member's box (shipped, with carrier and tracking). The two streams' revisions are not
// comparable, so the row only ever moves forward: requested once, shipped once, delivered once.
import { unlessErased } from '@shop/contracts';
import { projection } from '../../runner/projection';
import { ShippingOrderRow } from './shipping-order.entity';

export const shippingOrder = projection({
  name: 'shipping-order',
  entity: ShippingOrderRow,
  key: 'orderId',
  handles: ['ShipmentRequested', 'BoxItemsShipped', 'BoxItemsDelivered'] as const,
  keyOf: (event) => event.data.orderId,
  evolve(row, event): ShippingOrderRow | null {
    const at = new Date(event.metadata.occurredAt);
    if (event.type === 'ShipmentRequested') {
      if (row) return row;
      const d = event.data;
      return {
        orderId: d.orderId,
        userId: d.userId,
        status: 'paid',
        items: d.items,
        shippingMethod: d.shippingMethod,
        fee: d.fee,
        recipientName: unlessErased(d.recipientName) ?? '',
        recipientPhone: unlessErased(d.recipientPhone) ?? '',
        city: d.city,
        district: d.district,
        addressDetail: unlessErased(d.addressDetail) ?? '',
        customerNote: d.customerNote,
        carrier: null,
        trackingNumber: null,
        placedAt: at,
        shippedAt: null,
      };
    }
    if (event.type === 'BoxItemsDelivered') return row && row.status === 'shipped' ? { ...row, status: 'delivered' } : row;
    if (!row || row.status !== 'paid') return row;
    return { ...row, status: 'shipped', carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, shippedAt: at };
  },
});
