import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { SHOP_STOCK_STREAM, shopStockDecider } from '../../domain/shop-stock.decide';
import type { ShopItemState } from '../../domain/shop-stock.state';
import { ChangeShopStockCommand } from './change-shop-stock.command';

@CommandHandler(ChangeShopStockCommand)
export class ChangeShopStockHandler implements ICommandHandler<ChangeShopStockCommand, ShopItemState> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ itemId, change, metadata }: ChangeShopStockCommand): Promise<ShopItemState> {
    const line = { itemId, quantity: Math.abs(change) };
    const result = await runCommand({
      store: this.store,
      streamId: SHOP_STOCK_STREAM,
      decider: shopStockDecider,
      command: change > 0 ? { type: 'AddStock', data: line } : { type: 'RemoveStock', data: line },
      metadata,
    });
    return result.state.items.get(itemId)!;
  }
}
