import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CreateBlindboxSeriesHandler } from './commands/create-blindbox-series/create-blindbox-series.handler';
import { CreateBlindboxSeriesHttpController } from './commands/create-blindbox-series/create-blindbox-series.http.controller';
import { ChangeProductHttpController } from './commands/change-product/change-product.http.controller';
import { AdminProductsHttpController } from './queries/admin-products.http.controller';
import { ProductsHttpController } from './queries/products.http.controller';
import { ProductsReader } from './queries/products.reader';

@Module({
  imports: [AccountsModule],
  controllers: [ProductsHttpController, AdminProductsHttpController, ChangeProductHttpController, CreateBlindboxSeriesHttpController],
  providers: [ProductsReader, CreateBlindboxSeriesHandler],
})
export class CatalogueModule {}
