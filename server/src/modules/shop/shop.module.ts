import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { CheckoutHandler } from './commands/checkout/checkout.handler';
import { CheckoutHttpController } from './commands/checkout/checkout.http.controller';
import { ChangeShopStockHttpController } from './commands/change-shop-stock/change-shop-stock.http.controller';
import { ChangeShopStockHandler } from './commands/change-shop-stock/change-shop-stock.handler';
import { ListShopItemHandler } from './commands/list-shop-item/list-shop-item.handler';
import { ListShopItemHttpController } from './commands/list-shop-item/list-shop-item.http.controller';
import { ShopLine } from './purchase/shop.line';
import { ShopItemsHttpController } from './queries/shop-items.http.controller';
import { ShopItemsReader } from './queries/shop-items.reader';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule],
  controllers: [ShopItemsHttpController, CheckoutHttpController, ListShopItemHttpController, ChangeShopStockHttpController],
  providers: [ShopLine, ShopItemsReader, CheckoutHandler, ListShopItemHandler, ChangeShopStockHandler],
})
export class ShopModule {}
