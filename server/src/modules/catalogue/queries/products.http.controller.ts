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
  hotKeywordsResponseSchema,
  hotProductsResponseSchema,
  productPageSchema,
  simpleProductListSchema,
  productDetailResponseSchema,
  productSearchResponseSchema,
} from '@shop/contracts';
import { z } from 'zod';
import { validate } from '../../../http/zod-validation.pipe';
import { ProductsReader } from './products.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Catalogue')
@Controller('products')
export class ProductsHttpController {
  constructor(@Inject(ProductsReader) private readonly products: ProductsReader) {}

  // Static paths come before ':id', which would otherwise match them.
  @Get()
  @ApiDoc({ summary: 'Products, newest first, a page at a time', answer: z.union([productPageSchema, simpleProductListSchema]) })
  list(@Query(validate(productListQuerySchema)) query: ProductListQuery): Promise<ProductPage | SimpleProductList> {
    return this.products.list(query);
  }

  @Get('hot')
  @ApiDoc({ summary: 'Hot products', answer: hotProductsResponseSchema })
  hot(): Promise<HotProductsResponse> {
    return this.products.hot();
  }

  @Get('keywords/hot')
  @ApiDoc({ summary: 'Hot search keywords', answer: hotKeywordsResponseSchema })
  hotKeywords(): Promise<HotKeywordsResponse> {
    return this.products.hotKeywords();
  }

  @Get('search')
  @ApiDoc({ summary: 'Search products by name', answer: productSearchResponseSchema })
  search(@Query(validate(productSearchQuerySchema)) query: { q: string }): Promise<ProductSearchResponse> {
    return this.products.search(query.q);
  }

  @Get(':id')
  @ApiDoc({ summary: 'One product with its live ticket counts', answer: productDetailResponseSchema })
  async product(@Param('id', validate(tubeIdParamSchema)) id: string): Promise<ProductDetailResponse> {
    const product = await this.products.product(id);
    if (!product) throw new NotFoundException({ success: false, message: '無法獲取商品資料' });
    return { success: true, data: product };
  }
}
