import { Module } from '@nestjs/common';
import { ProductsHttpController } from './queries/products.http.controller';
import { ProductsReader } from './queries/products.reader';

@Module({ controllers: [ProductsHttpController], providers: [ProductsReader] })
export class CatalogueModule {}
