// The items in each member's prize box, one row per item. A shipping order's events name several
// items: each of their rows changes.
import { constants } from '@shop/contracts';
import { projection } from '../../runner/projection';
import { BoxItemRow } from './box-item.entity';

const DAY_MS = 86_400_000;

export const boxItem = projection({
  name: 'box-item',
  entity: BoxItemRow,
  key: 'itemId',
  handles: [
    'BoxItemAdded',
    'BoxItemSelected',
    'BoxItemSelectionCancelled',
    'BoxItemExpired',
    'ShippingOrderPlaced',
    'BoxItemsShipped',
    'ShippingOrderCancelled',
  ] as const,
  keyOf: (event) => ('itemIds' in event.data ? event.data.itemIds : event.data.itemId),
  creates: (event) => event.type === 'BoxItemAdded',
  evolve(row, event): BoxItemRow | null {
    if (row && event.revision <= row.revision) return row;
    if (event.type === 'BoxItemAdded') {
      const d = event.data;
      const addedAt = new Date(d.addedAt ?? event.metadata.occurredAt);
      return {
        itemId: d.itemId,
        userId: d.userId,
        orderId: d.orderId,
        source: d.source,
        productId: d.productId,
        tier: d.tier ?? null,
        rarity: d.rarity ?? null,
        name: d.name,
        imageUrl: d.imageUrl,
        status: 'available',
        addedAt,
        // Items recorded before storage was limited keep no limit (as the box decider sees them).
        expiresAt: d.addedAt ? new Date(addedAt.getTime() + constants.box.storageDays * DAY_MS) : null,
        preorderAt: d.preorderAt ? new Date(d.preorderAt) : null,
        shippingOrderId: null,
        carrier: null,
        trackingNumber: null,
        revision: event.revision,
      };
    }
    if (!row) return null;
    const next = { ...row, revision: event.revision };
    switch (event.type) {
      case 'BoxItemSelected':
        return { ...next, status: 'selected' };
      case 'BoxItemSelectionCancelled':
        return { ...next, status: 'available' };
      case 'BoxItemExpired':
        return { ...next, status: 'expired' };
      case 'ShippingOrderPlaced':
        return { ...next, status: 'paid', shippingOrderId: event.data.orderId };
      case 'BoxItemsShipped':
        return { ...next, status: 'shipped', carrier: event.data.carrier, trackingNumber: event.data.trackingNumber };
      case 'ShippingOrderCancelled':
        return { ...next, status: 'available', shippingOrderId: null };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
