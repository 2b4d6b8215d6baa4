import { FairnessModule } from '../fairness/fairness.module';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CreateIchibanProductHandler } from './commands/create-ichiban-product/create-ichiban-product.handler';
import { CreateIchibanProductHttpController } from './commands/create-ichiban-product/create-ichiban-product.http.controller';
import { CreateBlindboxSeriesHandler } from './commands/create-blindbox-series/create-blindbox-series.handler';
import { CreateBlindboxSeriesHttpController } from './commands/create-blindbox-series/create-blindbox-series.http.controller';
import { CreateGachaMachineHandler } from './commands/create-gacha-machine/create-gacha-machine.handler';
import { CreateGachaMachineHttpController } from './commands/create-gacha-machine/create-gacha-machine.http.controller';
import { ChangeProductHttpController } from './commands/change-product/change-product.http.controller';
import { AdminProductsHttpController } from './queries/admin-products.http.controller';
import { ProductsHttpController } from './queries/products.http.controller';
import { ProductsReader } from './queries/products.reader';

@Module({
  imports: [AccountsModule, FairnessModule],
  controllers: [
    ProductsHttpController,
    AdminProductsHttpController,
    CreateIchibanProductHttpController,
    ChangeProductHttpController,
    CreateGachaMachineHttpController,
    CreateBlindboxSeriesHttpController,
  ],
  providers: [ProductsReader, CreateIchibanProductHandler, CreateGachaMachineHandler, CreateBlindboxSeriesHandler],
})
export class CatalogueModule {}
