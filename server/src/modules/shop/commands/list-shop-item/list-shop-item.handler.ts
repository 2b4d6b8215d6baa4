// A new item is listed and stocked on the `shop-stock` stream through the stock decider, both
// events with the staff member as the actor; the shop's lists fold that stream, so shoppers see
// the item as soon as this answers.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { SHOP_STOCK_STREAM, shopStockDecider, type ShopStockCommand } from '../../domain/shop-stock.decide';
import type { ShopItemState } from '../../domain/shop-stock.state';
import { ListShopItemCommand } from './list-shop-item.command';

@CommandHandler(ListShopItemCommand)
export class ListShopItemHandler implements ICommandHandler<ListShopItemCommand, ShopItemState> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ itemId, item, metadata }: ListShopItemCommand): Promise<ShopItemState> {
    const run = (command: ShopStockCommand) =>
      runCommand({ store: this.store, streamId: SHOP_STOCK_STREAM, decider: shopStockDecider, command, metadata });
    let result = await run({
      type: 'ListShopItem',
      data: { itemId, title: item.title, price: item.price, image: item.image, images: [item.image], info: item.info, description: item.description },
    });
    if (item.stock > 0) result = await run({ type: 'AddStock', data: { itemId, quantity: item.stock } });
    return result.state.items.get(itemId)!;
  }
}
