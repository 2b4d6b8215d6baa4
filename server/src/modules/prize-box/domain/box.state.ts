// The state of one member's prize box, folded from `box-<userId>`: each item with where it stands
// and the clock facts (arrival, preorder date) that decide what it may do, and each shipping order.
import {
  constants,
  mapWith,
  PersistentMap,
  PersistentSet,
  setWith,
  type BoxEvent,
  type BoxItemSource,
  type BoxItemStatus,
  type ShippingMethod,
} from '@shop/contracts';

/** What the stream records of an item; `pending` (preorder) and running out of storage follow from the clock. */
export type RecordedStatus = 'available' | 'selected' | 'paid' | 'shipped' | 'expired';

export interface BoxItemState {
  itemId: string;
  source: BoxItemSource;
  name: string;
  imageUrl: string;
  status: RecordedStatus;
  /** Epoch ms; null for items added before storage was limited (they never expire). */
  addedAt: number | null;
  /** Epoch ms the preorder ships from; null for items in stock. */
  preorderAt: number | null;
  shippingOrderId: string | null;
}

export interface Shipment {
  itemIds: readonly string[];
  fee: number;
  shippingMethod: ShippingMethod;
  shipped: boolean;
  delivered: boolean;
  /** Support cancelled it before it left: its items are back in the box. */
  cancelled: boolean;
}

export type Box = {
  /** Orders whose prizes were added. */
  orders: ReadonlySet<string>;
  items: ReadonlyMap<string, BoxItemState>;
  shipments: ReadonlyMap<string, Shipment>;
};

// Persistent collections: a box of ten thousand items takes one more without copying them.
export const initialBox: Box = { orders: PersistentSet.of(), items: PersistentMap.of(), shipments: PersistentMap.of() };

const DAY_MS = 86_400_000;

/** When the item's free storage ends (epoch ms), or null when it has no limit. */
export const storageEndsAt = (item: BoxItemState): number | null =>
  item.addedAt === null ? null : item.addedAt + constants.box.storageDays * DAY_MS;

/** Whole days of storage left at `now` (0 once ended), or null when it has no limit. */
export function storageDaysLeft(item: Pick<BoxItemState, 'addedAt'>, now: Date): number | null {
  if (item.addedAt === null) return null;
  return Math.max(0, Math.ceil((item.addedAt + constants.box.storageDays * DAY_MS - now.getTime()) / DAY_MS));
}

/** The item's status as of `now` (002 §4): a waiting item past its storage is expired, a preorder before its date pending. */
export function statusAt(item: BoxItemState, now: Date): BoxItemStatus {
  if (item.status !== 'available' && item.status !== 'selected') return item.status;
  const ends = storageEndsAt(item);
  if (ends !== null && ends <= now.getTime()) return 'expired';
  if (item.status === 'available' && item.preorderAt !== null && item.preorderAt > now.getTime()) return 'pending';
  return item.status;
}

function withItems(box: Box, itemIds: readonly string[], change: (item: BoxItemState) => BoxItemState): Box {
  let items = box.items;
  for (const id of itemIds) {
    const item = items.get(id);
    if (item) items = mapWith(items, id, change(item));
  }
  return { ...box, items };
}

export function evolve(box: Box, event: BoxEvent): Box {
  switch (event.type) {
    case 'BoxItemAdded': {
      const d = event.data;
      const items = mapWith(box.items, d.itemId, {
        itemId: d.itemId,
        source: d.source,
        name: d.name,
        imageUrl: d.imageUrl,
        status: 'available',
        addedAt: d.addedAt ? Date.parse(d.addedAt) : null,
        preorderAt: d.preorderAt ? Date.parse(d.preorderAt) : null,
        shippingOrderId: null,
      });
      return { ...box, orders: box.orders.has(d.orderId) ? box.orders : setWith(box.orders, d.orderId), items };
    }
    case 'BoxItemSelected':
      return withItems(box, [event.data.itemId], (item) => ({ ...item, status: 'selected' }));
    case 'BoxItemSelectionCancelled':
      return withItems(box, [event.data.itemId], (item) => ({ ...item, status: 'available' }));
    case 'BoxItemExpired':
      return withItems(box, [event.data.itemId], (item) => ({ ...item, status: 'expired' }));
    case 'ShippingOrderPlaced': {
      const d = event.data;
      const next = withItems(box, d.itemIds, (item) => ({ ...item, status: 'paid', shippingOrderId: d.orderId }));
      const shipments = mapWith(box.shipments, d.orderId, {
        itemIds: d.itemIds,
        fee: d.fee,
        shippingMethod: d.shippingMethod,
        shipped: false,
        delivered: false,
        cancelled: false,
      });
      return { ...next, shipments };
    }
    case 'BoxItemsShipped': {
      const d = event.data;
      const next = withItems(box, d.itemIds, (item) => ({ ...item, status: 'shipped' }));
      const shipment = box.shipments.get(d.orderId);
      return shipment ? { ...next, shipments: mapWith(box.shipments, d.orderId, { ...shipment, shipped: true }) } : next;
    }
    case 'BoxItemsDelivered': {
      const shipment = box.shipments.get(event.data.orderId);
      return shipment ? { ...box, shipments: mapWith(box.shipments, event.data.orderId, { ...shipment, delivered: true }) } : box;
    }
    case 'ShippingOrderCancelled': {
      const d = event.data;
      const next = withItems(box, d.itemIds, (item) => ({ ...item, status: 'available', shippingOrderId: null }));
      const shipment = box.shipments.get(d.orderId);
      return shipment ? { ...next, shipments: mapWith(box.shipments, d.orderId, { ...shipment, cancelled: true }) } : next;
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
