// Units on sale per shop item, for the live `shop-item:<id>` pushes (sold out shown without a refresh).
import { projection } from '../../runner/projection';
import { ShopStockRow } from './shop-stock.entity';

type Lines = readonly { itemId: string; quantity: number }[];

function adjust(available: Record<string, number>, lines: Lines, sign: 1 | -1): Record<string, number> {
  const next = { ...available };
  for (const l of lines) next[l.itemId] = (next[l.itemId] ?? 0) + sign * l.quantity;
  return next;
}

export const shopStock = projection({
  name: 'shop-stock',
  entity: ShopStockRow,
  key: 'streamId',
  handles: ['ShopItemListed', 'ShopStockAdded', 'ShopStockReserved', 'ShopStockReleased', 'ShopStockSold', 'ShopStockRemoved'] as const,
  keyOf: (event) => event.streamId,
  evolve(row, event): ShopStockRow {
    const base: ShopStockRow = row ?? { streamId: event.streamId, available: {}, holds: {}, changed: [], revision: -1 };
    if (event.revision <= base.revision) return base;
    const at = { ...base, revision: event.revision };
    switch (event.type) {
      case 'ShopItemListed':
        return { ...at, available: { [event.data.itemId]: 0, ...base.available }, changed: [event.data.itemId] };
      case 'ShopStockAdded':
        return { ...at, available: adjust(base.available, [event.data], 1), changed: [event.data.itemId] };
      case 'ShopStockRemoved':
        return { ...at, available: adjust(base.available, [event.data], -1), changed: [event.data.itemId] };
      case 'ShopStockReserved':
        return {
          ...at,
          available: adjust(base.available, event.data.lines, -1),
          holds: { ...base.holds, [event.data.orderId]: event.data.lines },
          changed: event.data.lines.map((l) => l.itemId),
        };
      case 'ShopStockReleased': {
        const lines = base.holds[event.data.orderId] ?? [];
        const holds = { ...base.holds };
        delete holds[event.data.orderId];
        return { ...at, available: adjust(base.available, lines, 1), holds, changed: lines.map((l) => l.itemId) };
      }
      case 'ShopStockSold': {
        const held = event.data.orderId in base.holds;
        const holds = { ...base.holds };
        delete holds[event.data.orderId];
        return {
          ...at,
          available: held ? base.available : adjust(base.available, event.data.lines, -1),
          holds,
          changed: held ? [] : event.data.lines.map((l) => l.itemId),
        };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
