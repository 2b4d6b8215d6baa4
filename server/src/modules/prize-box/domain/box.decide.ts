// What may happen to a prize box (002 §4): prizes arrive (once per order), the member selects
// items for shipping or puts them back, a box_shipping order takes them (its fee by the free-
// shipping rule), staff ship them, and storage runs out. Every clock question is answered with
// the command's `now`; each command first records the expiry of items whose storage ran out.
import { messages, shippingFee, boughtItemCount, type BoxEvent, type BoxItemAdded, type ShippingMethod } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialBox, statusAt, type Box } from './box.state';

type Item = Omit<BoxItemAdded['data'], 'userId' | 'orderId' | 'addedAt'>;
export type AddBoxItems = { type: 'AddBoxItems'; data: { userId: string; orderId: string; items: readonly Item[] }; now: Date };
export type SelectForShipping = { type: 'SelectForShipping'; data: { userId: string; itemIds: readonly string[] }; now: Date };
export type CancelSelection = { type: 'CancelSelection'; data: { userId: string; itemId: string }; now: Date };
export type PlaceShippingOrder = {
  type: 'PlaceShippingOrder';
  data: { userId: string; orderId: string; itemIds: readonly string[]; fee: number; shippingMethod: ShippingMethod };
  now: Date;
};
export type MarkShipped = {
  type: 'MarkShipped';
  data: { userId: string; orderId: string; carrier: string; trackingNumber: string; staffId: string };
  now: Date;
};
export type MarkDelivered = { type: 'MarkDelivered'; data: { userId: string; orderId: string; staffId: string }; now: Date };
/** Support cancels a shipping order that has not left: its items go back to the box (a correction with its reason). */
export type CancelShippingOrder = {
  type: 'CancelShippingOrder';
  data: { userId: string; orderId: string; staffId: string; reason: string };
  now: Date;
};
export type ExpireItems = { type: 'ExpireItems'; data: { userId: string }; now: Date };
export type BoxCommand =
  AddBoxItems | SelectForShipping | CancelSelection | PlaceShippingOrder | MarkShipped | ExpireItems | MarkDelivered | CancelShippingOrder;

export class EmptyBoxAddition extends DomainError {}
/** An item that is not in the box, or not in a state for this step (找不到指定的商品或商品狀態不正確). */
export class BoxItemUnavailable extends DomainError {
  constructor(readonly itemId: string) {
    super(messages.box.itemNotFoundOrBadStatus);
  }
}
export class NothingToShip extends DomainError {
  constructor() {
    super(messages.box.noItemsSelected);
  }
}
/** The order's fee is not what the free-shipping rule asks for these items. */
export class ShippingFeeMismatch extends DomainError {}
export class ShippingOrderUnknown extends DomainError {
  constructor(readonly orderId: string) {
    super(messages.box.shippingOrderNotFound);
  }
}
export class ShippingOrderAlreadyShipped extends DomainError {
  constructor(readonly orderId: string) {
    super(messages.box.alreadyShipped);
  }
}
/** Support cancelled it: nothing is left to ship. */
export class ShippingOrderWasCancelled extends DomainError {
  constructor(readonly orderId: string) {
    super(messages.box.orderCancelled);
  }
}
/** Delivery is confirmed only for a parcel that left. */
export class ShippingOrderNotShipped extends DomainError {
  constructor(readonly orderId: string) {
    super(messages.box.notShippedYet);
  }
}

/** BoxItemExpired for every waiting item whose storage ended by `now`. */
function expiries(box: Box, userId: string, now: Date): BoxEvent[] {
  return [...box.items.values()]
    .filter((item) => (item.status === 'available' || item.status === 'selected') && statusAt(item, now) === 'expired')
    .map((item) => ({ type: 'BoxItemExpired', data: { userId, itemId: item.itemId } }));
}

export function decide(cmd: BoxCommand, box: Box): BoxEvent[] {
  const now = cmd.now;
  switch (cmd.type) {
    case 'AddBoxItems': {
      const { userId, orderId, items } = cmd.data;
      if (box.orders.has(orderId)) return [];
      if (items.length === 0) throw new EmptyBoxAddition(`order ${orderId} adds no items`);
      return items.map((item) => ({ type: 'BoxItemAdded', data: { ...item, userId, orderId, addedAt: now.toISOString() } }));
    }
    case 'ExpireItems':
      return expiries(box, cmd.data.userId, now);
    case 'SelectForShipping': {
      const { userId, itemIds } = cmd.data;
      if (itemIds.length === 0) throw new NothingToShip();
      const selected: BoxEvent[] = [];
      for (const itemId of new Set(itemIds)) {
        const item = box.items.get(itemId);
        const status = item ? statusAt(item, now) : null;
        // Selecting it again (a double tap, a retried request) changes nothing.
        if (status === 'selected') continue;
        if (status !== 'available') throw new BoxItemUnavailable(itemId);
        selected.push({ type: 'BoxItemSelected', data: { userId, itemId } });
      }
      return [...expiries(box, userId, now), ...selected];
    }
    case 'CancelSelection': {
      const { userId, itemId } = cmd.data;
      const item = box.items.get(itemId);
      const status = item ? statusAt(item, now) : null;
      if (status === 'available' || status === 'pending') return expiries(box, userId, now);
      if (status !== 'selected') throw new BoxItemUnavailable(itemId);
      return [...expiries(box, userId, now), { type: 'BoxItemSelectionCancelled', data: { userId, itemId } }];
    }
    case 'PlaceShippingOrder': {
      const { userId, orderId, fee, shippingMethod } = cmd.data;
      // The purchase core runs an order's steps again after a crash: once per order.
      if (box.shipments.has(orderId)) return [];
      const itemIds = [...new Set(cmd.data.itemIds)];
      if (itemIds.length === 0) throw new NothingToShip();
      const items = itemIds.map((itemId) => {
        const item = box.items.get(itemId);
        const status = item ? statusAt(item, now) : null;
        // Another shipping order took it (paid), it was shipped, expired, or is a preorder not yet in stock.
        if (!item || (status !== 'available' && status !== 'selected')) throw new BoxItemUnavailable(itemId);
        return item;
      });
      const sources = items.map((i) => i.source);
      const due = shippingFee(sources);
      if (fee !== due) throw new ShippingFeeMismatch(`order ${orderId} pays ${fee}, the rule asks ${due}`);
      return [
        ...expiries(box, userId, now),
        { type: 'ShippingOrderPlaced', data: { userId, orderId, itemIds, boughtCount: boughtItemCount(sources), fee, shippingMethod } },
      ];
    }
    case 'MarkShipped': {
      const { orderId } = cmd.data;
      const shipment = box.shipments.get(orderId);
      if (!shipment) throw new ShippingOrderUnknown(orderId);
      if (shipment.shipped) throw new ShippingOrderAlreadyShipped(orderId);
      if (shipment.cancelled) throw new ShippingOrderWasCancelled(orderId);
      return [{ type: 'BoxItemsShipped', data: { ...cmd.data, itemIds: [...shipment.itemIds] } }];
    }
    case 'MarkDelivered': {
      const { orderId } = cmd.data;
      const shipment = box.shipments.get(orderId);
      if (!shipment) throw new ShippingOrderUnknown(orderId);
      if (!shipment.shipped) throw new ShippingOrderNotShipped(orderId);
      // Confirming again (a double tap, a retried request) changes nothing.
      if (shipment.delivered) return [];
      return [{ type: 'BoxItemsDelivered', data: { ...cmd.data, itemIds: [...shipment.itemIds] } }];
    }
    case 'CancelShippingOrder': {
      const { orderId } = cmd.data;
      const shipment = box.shipments.get(orderId);
      if (!shipment) throw new ShippingOrderUnknown(orderId);
      if (shipment.shipped) throw new ShippingOrderAlreadyShipped(orderId);
      // Cancelling again (a double tap, a retried request) changes nothing.
      if (shipment.cancelled) return [];
      return [{ type: 'ShippingOrderCancelled', data: { ...cmd.data, itemIds: [...shipment.itemIds] } }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
}

export const boxDecider = { initialState: initialBox, evolve, decide };

export const boxStreamId = (userId: string) => `box-${userId}`;
