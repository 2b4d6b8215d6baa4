import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CreateIchibanProductHandler } from './commands/create-ichiban-product/create-ichiban-product.handler';
import { CreateIchibanProductHttpController } from './commands/create-ichiban-product/create-ichiban-product.http.controller';
import { TakeOffSaleHttpController } from './commands/take-off-sale/take-off-sale.http.controller';
import { AdminProductsHttpController } from './queries/admin-products.http.controller';
import { ProductsHttpController } from './queries/products.http.controller';
import { ProductsReader } from './queries/products.reader';

@Module({
  imports: [AccountsModule],
  controllers: [ProductsHttpController, AdminProductsHttpController, CreateIchibanProductHttpController, TakeOffSaleHttpController],
  providers: [ProductsReader, CreateIchibanProductHandler],
})
export class CatalogueModule {}
