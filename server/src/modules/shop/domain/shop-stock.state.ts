// The shop's stock, folded from the `shop-stock` stream: each item's content and units on sale,
// the reservations of unpaid card orders, and which orders already sold theirs (so that a sale
// is recorded once per order).
import type { ShopItemListed, ShopOrderLine, ShopStockEvent } from '@shop/contracts';

export interface ShopItemState extends Omit<ShopItemListed['data'], 'itemId'> {
  itemId: string;
  /** Units that can still be bought: delivered minus sold minus reserved. */
  available: number;
  sold: number;
}

export interface ShopStock {
  items: ReadonlyMap<string, ShopItemState>;
  /** Unpaid card orders holding units. */
  reservations: ReadonlyMap<string, readonly ShopOrderLine[]>;
  /** Orders whose units were sold: selling them again does nothing. */
  sold: ReadonlySet<string>;
}

export const initialShopStock: ShopStock = { items: new Map(), reservations: new Map(), sold: new Set() };

function withUnits(stock: ShopStock, lines: readonly ShopOrderLine[], change: (item: ShopItemState, quantity: number) => ShopItemState) {
  const items = new Map(stock.items);
  for (const line of lines) {
    const item = items.get(line.itemId);
    if (item) items.set(line.itemId, change(item, line.quantity));
  }
  return items;
}

export function evolve(stock: ShopStock, event: ShopStockEvent): ShopStock {
  switch (event.type) {
    case 'ShopItemListed': {
      const items = new Map(stock.items);
      const before = items.get(event.data.itemId);
      items.set(event.data.itemId, { ...event.data, available: before?.available ?? 0, sold: before?.sold ?? 0 });
      return { ...stock, items };
    }
    case 'ShopStockAdded':
      return { ...stock, items: withUnits(stock, [event.data], (item, q) => ({ ...item, available: item.available + q })) };
    case 'ShopStockRemoved':
      return { ...stock, items: withUnits(stock, [event.data], (item, q) => ({ ...item, available: item.available - q })) };
    case 'ShopStockReserved': {
      const reservations = new Map(stock.reservations);
      reservations.set(event.data.orderId, event.data.lines);
      return { ...stock, reservations, items: withUnits(stock, event.data.lines, (item, q) => ({ ...item, available: item.available - q })) };
    }
    case 'ShopStockReleased': {
      const lines = stock.reservations.get(event.data.orderId) ?? [];
      const reservations = new Map(stock.reservations);
      reservations.delete(event.data.orderId);
      return { ...stock, reservations, items: withUnits(stock, lines, (item, q) => ({ ...item, available: item.available + q })) };
    }
    case 'ShopStockSold': {
      const reserved = stock.reservations.has(event.data.orderId);
      const reservations = new Map(stock.reservations);
      reservations.delete(event.data.orderId);
      const sold = new Set(stock.sold).add(event.data.orderId);
      const items = withUnits(stock, event.data.lines, (item, q) => ({
        ...item,
        available: reserved ? item.available : item.available - q,
        sold: item.sold + q,
      }));
      return { reservations, sold, items };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
