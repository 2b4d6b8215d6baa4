// The shop's items as the list and detail pages show them, folded from the `shop-stock` stream
// (the command runner's per-process fold: a read takes only the events since the last one).
import { Inject, Injectable } from '@nestjs/common';
import type { ShopItem, ShopItemsQuery, ShopItemsResponse } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { SHOP_STOCK_STREAM, shopStockDecider } from '../domain/shop-stock.decide';
import type { ShopItemState } from '../domain/shop-stock.state';

/** How many hot recommendations the detail page gets. */
const HOT_COUNT = 6;

export function toShopItem(item: ShopItemState): ShopItem {
  return {
    id: item.itemId,
    title: item.title,
    price: item.price,
    image: item.image,
    images: item.images.map((image_url) => ({ image_url })),
    info: item.info,
    description: item.description,
    stock: Math.max(0, item.available),
  };
}

@Injectable()
export class ShopItemsReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private async items(): Promise<ShopItemState[]> {
    const { state } = await loadState({ store: this.store, streamId: SHOP_STOCK_STREAM, decider: shopStockDecider });
    return [...state.items.values()];
  }

  async page(query: ShopItemsQuery): Promise<ShopItemsResponse> {
    const items = await this.items();
    const start = (query.page - 1) * query.limit;
    return {
      success: true,
      data: items.slice(start, start + query.limit).map(toShopItem),
      total: items.length,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(items.length / query.limit)),
    };
  }

  /** The item and the hot recommendations (most sold first, sold-out last); null when there is no such item. */
  async detail(itemId: string): Promise<{ item: ShopItem; hot: ShopItem[] } | null> {
    const items = await this.items();
    const item = items.find((i) => i.itemId === itemId);
    if (!item) return null;
    const hot = items
      .filter((i) => i.itemId !== itemId)
      .sort((a, b) => Number(b.available > 0) - Number(a.available > 0) || b.sold - a.sold)
      .slice(0, HOT_COUNT);
    return { item: toShopItem(item), hot: hot.map(toShopItem) };
  }
}
