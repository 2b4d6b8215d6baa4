// The staff's fulfilment queue: every parcel the warehouse sends. A box_shipping order comes from its
// shipment stream (what and where) and the member's box (shipped, delivered); a shop order from its own
// order stream (placed with the recipient, waiting once fulfilled, then OrderShipped / OrderDelivered).
// A box_shipping row's streams have revisions that are not comparable, so a row only ever moves
// forward: requested once, shipped once, delivered once.
import { unlessErased } from '@shop/contracts';
import { projection } from '../../runner/projection';
import { ShippingOrderRow } from './shipping-order.entity';

export const shippingOrder = projection({
  name: 'shipping-order',
  entity: ShippingOrderRow,
  key: 'orderId',
  handles: [
    'ShipmentRequested',
    'BoxItemsShipped',
    'BoxItemsDelivered',
    'ShippingOrderCancelled',
    'OrderPlaced',
    'OrderFulfilled',
    'OrderCancelled',
    'OrderRefunded',
    'OrderShipped',
    'OrderDelivered',
  ] as const,
  keyOf: (event) => (event.type === 'OrderPlaced' && event.data.kind !== 'shop' ? null : event.data.orderId),
  evolve(row, event): ShippingOrderRow | null {
    const at = new Date(event.metadata.occurredAt);
    switch (event.type) {
      case 'ShipmentRequested': {
        if (row) return row;
        const d = event.data;
        return {
          orderId: d.orderId,
          kind: 'box_shipping',
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
      case 'OrderPlaced': {
        if (row || event.data.kind !== 'shop') return row;
        const d = event.data;
        // The checkout keeps the address as one line (typed, or copied from the address book).
        return {
          orderId: d.orderId,
          kind: 'shop',
          userId: d.userId,
          status: 'placed',
          items: d.shop.lines.map((l) => ({ itemId: l.itemId, name: l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title, imageUrl: l.image })),
          shippingMethod: d.shop.shippingMethod,
          fee: d.shop.shippingFee,
          recipientName: unlessErased(d.recipientName) ?? '',
          recipientPhone: unlessErased(d.recipientPhone) ?? '',
          city: '',
          district: '',
          addressDetail: unlessErased(d.recipientAddress) ?? '',
          customerNote: d.shop.customerNote,
          carrier: null,
          trackingNumber: null,
          placedAt: at,
          shippedAt: null,
        };
      }
      // A shop order waits for the warehouse once paid and its goods handed to delivery.
      case 'OrderFulfilled':
        return row?.kind === 'shop' && row.status === 'placed' ? { ...row, status: 'paid' } : row;
      case 'OrderCancelled':
      case 'OrderRefunded':
        return row?.kind === 'shop' && (row.status === 'placed' || row.status === 'paid') ? { ...row, status: 'cancelled' } : row;
      // Support cancelled a box shipment before it left: it leaves the queue.
      case 'ShippingOrderCancelled':
        return row?.status === 'paid' ? { ...row, status: 'cancelled' } : row;
      case 'BoxItemsShipped':
      case 'OrderShipped':
        if (!row || row.status !== 'paid') return row;
        return { ...row, status: 'shipped', carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, shippedAt: at };
      case 'BoxItemsDelivered':
      case 'OrderDelivered':
        return row && row.status === 'shipped' ? { ...row, status: 'delivered' } : row;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
