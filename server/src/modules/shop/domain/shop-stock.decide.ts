// Decides the shop's stock: never sells or reserves a unit that is not available. Pure.
import { messages, type ShopItemListed, type ShopOrderLine, type ShopStockEvent } from '@shop/contracts';
import { DomainError, type Decider } from '../../../platform/decider';
import { evolve, initialShopStock, type ShopStock } from './shop-stock.state';

export const SHOP_STOCK_STREAM = 'shop-stock';

export type ListShopItem = { type: 'ListShopItem'; data: ShopItemListed['data'] };
export type AddStock = { type: 'AddStock'; data: ShopOrderLine };
/** Staff take units off sale; only what is available (not held by an unpaid order) can go. */
export type RemoveStock = { type: 'RemoveStock'; data: ShopOrderLine };
export type ReserveStock = { type: 'ReserveStock'; data: { orderId: string; lines: ShopOrderLine[] } };
export type ReleaseStock = { type: 'ReleaseStock'; data: { orderId: string; reason: string } };
export type SellStock = { type: 'SellStock'; data: { orderId: string; lines: ShopOrderLine[] } };
export type ShopStockCommand = ListShopItem | AddStock | RemoveStock | ReserveStock | ReleaseStock | SellStock;

/** An item that is not (or no longer) on sale. */
export class ShopItemNotFound extends DomainError {
  constructor(readonly itemId: string) {
    super(messages.catalog.productFailed);
  }
}

/** Fewer units available than the order asks: 庫存不足，僅剩 N 件. */
export class ShopStockInsufficient extends DomainError {
  constructor(
    readonly itemId: string,
    readonly available: number,
  ) {
    super(messages.cart.stockInsufficient(available));
  }
}

/** Refuses the first line the stock cannot cover (the same item on several lines counts once). */
function checkAvailable(stock: ShopStock, lines: readonly ShopOrderLine[]): void {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of wanted) {
    const item = stock.items.get(itemId);
    if (!item) throw new ShopItemNotFound(itemId);
    if (item.available < quantity) throw new ShopStockInsufficient(itemId, item.available);
  }
}

export function decide(command: ShopStockCommand, stock: ShopStock): ShopStockEvent[] {
  switch (command.type) {
    case 'ListShopItem':
      return [{ type: 'ShopItemListed', data: command.data }];
    case 'AddStock':
      if (!stock.items.has(command.data.itemId)) throw new ShopItemNotFound(command.data.itemId);
      return [{ type: 'ShopStockAdded', data: command.data }];
    case 'RemoveStock':
      checkAvailable(stock, [command.data]);
      return [{ type: 'ShopStockRemoved', data: command.data }];
    case 'ReserveStock': {
      const { orderId, lines } = command.data;
      if (stock.reservations.has(orderId) || stock.sold.has(orderId)) return [];
      checkAvailable(stock, lines);
      return [{ type: 'ShopStockReserved', data: { orderId, lines } }];
    }
    case 'ReleaseStock':
      return stock.reservations.has(command.data.orderId) ? [{ type: 'ShopStockReleased', data: command.data }] : [];
    case 'SellStock': {
      const { orderId, lines } = command.data;
      if (stock.sold.has(orderId)) return [];
      const reserved = stock.reservations.get(orderId);
      if (reserved) return [{ type: 'ShopStockSold', data: { orderId, lines: [...reserved] } }];
      checkAvailable(stock, lines);
      return [{ type: 'ShopStockSold', data: { orderId, lines } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const shopStockDecider: Decider<ShopStock, ShopStockCommand, ShopStockEvent> = { initialState: initialShopStock, evolve, decide };
