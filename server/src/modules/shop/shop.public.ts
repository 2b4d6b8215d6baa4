// What other modules may use of the shop; lint forbids reaching any other file of this module.
export { ShopModule } from './shop.module';
export { seedDemoShop } from './seed-demo-shop';
export { SHOP_STOCK_STREAM, shopStockDecider, ShopStockInsufficient } from './domain/shop-stock.decide';
