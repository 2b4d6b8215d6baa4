// GET /api/products, /products/hot, /products/keywords/hot, /products/search, /products/{id}.
import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import {
  productListQuerySchema,
  productSearchQuerySchema,
  tubeIdParamSchema,
  type HotKeywordsResponse,
  type HotProductsResponse,
  type ProductListQuery,
  type ProductPage,
  type ProductDetailResponse,
  type ProductSearchResponse,
  type SimpleProductList,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { ProductsReader } from './products.reader';

@Controller('products')
export class ProductsHttpController {
  constructor(@Inject(ProductsReader) private readonly products: ProductsReader) {}

  // Static paths come before ':id', which would otherwise match them.
  @Get()
  list(@Query(validate(productListQuerySchema)) query: ProductListQuery): Promise<ProductPage | SimpleProductList> {
    return this.products.list(query);
  }

  @Get('hot')
  hot(): Promise<HotProductsResponse> {
    return this.products.hot();
  }

  @Get('keywords/hot')
  hotKeywords(): Promise<HotKeywordsResponse> {
    return this.products.hotKeywords();
  }

  @Get('search')
  search(@Query(validate(productSearchQuerySchema)) query: { q: string }): Promise<ProductSearchResponse> {
    return this.products.search(query.q);
  }

  @Get(':id')
  async product(@Param('id', validate(tubeIdParamSchema)) id: string): Promise<ProductDetailResponse> {
    const product = await this.products.product(id);
    if (!product) throw new NotFoundException({ success: false, message: '無法獲取商品資料' });
    return { success: true, data: product };
  }
}
