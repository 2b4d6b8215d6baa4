// GET /api/shop/items?page&limit and GET /api/shop/items/{id} (002 §7): no login needed.
import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import {
  messages,
  shopItemIdSchema,
  shopItemsQuerySchema,
  type ShopItemResponse,
  type ShopItemsQuery,
  type ShopItemsResponse,
  shopItemResponseSchema,
  shopItemsResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { ShopItemsReader } from './shop-items.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Shop')
@Controller('shop/items')
export class ShopItemsHttpController {
  constructor(@Inject(ShopItemsReader) private readonly reader: ShopItemsReader) {}

  @Get()
  @ApiDoc({ summary: 'Shop items, by page', answer: shopItemsResponseSchema })
  list(@Query(validate(shopItemsQuerySchema)) query: ShopItemsQuery): Promise<ShopItemsResponse> {
    return this.reader.page(query);
  }

  @Get(':id')
  @ApiDoc({ summary: 'One shop item with hot recommendations', answer: shopItemResponseSchema })
  async detail(@Param('id', validate(shopItemIdSchema)) id: string): Promise<ShopItemResponse> {
    const found = await this.reader.detail(id);
    if (!found) throw new NotFoundException({ success: false, message: messages.catalog.productFailed });
    return { success: true, data: found.item, hot: found.hot };
  }
}
