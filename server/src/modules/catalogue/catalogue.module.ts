import { Module } from '@nestjs/common';
import { ProductsHttpController } from './products.http.controller';

@Module({ controllers: [ProductsHttpController] })
export class CatalogueModule {}
