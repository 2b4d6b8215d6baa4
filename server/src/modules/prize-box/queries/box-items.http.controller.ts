// GET /api/user/box-items: the member's prize box (盒櫃), newest first, a page at a time (spec 002 §7).
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { boxItemsQuerySchema, boxTabStatuses, type BoxItem, type BoxItemsQuery, type BoxItemsResponse } from '@shop/contracts';
import { BoxItemRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser } from '../../accounts/auth.guard';
import type { SessionUser } from '../../accounts/sessions.service';
import { ProductRow } from '../../catalogue/product.entity';

@Controller('user')
@UseGuards(AuthGuard)
export class BoxItemsHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get('box-items')
  async list(@Query(validate(boxItemsQuerySchema)) query: BoxItemsQuery, @CurrentUser() user: SessionUser): Promise<BoxItemsResponse> {
    const [rows, total] = await this.db.getRepository(BoxItemRow).findAndCount({
      where: { userId: user.userId, status: In([...boxTabStatuses[query.tab]]) },
      // itemId breaks ties within one order so pages never overlap.
      order: { addedAt: 'DESC', itemId: 'ASC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    const productIds = [...new Set(rows.map((r) => r.productId))];
    const products = productIds.length ? await this.db.getRepository(ProductRow).find({ select: { id: true, name: true }, where: { id: In(productIds) } }) : [];
    const names = new Map(products.map((p) => [p.id, p.name]));
    return {
      success: true,
      data: rows.map((row) => view(row, names.get(row.productId) ?? '')),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
    };
  }
}

function view(row: BoxItemRow, productName: string): BoxItem {
  return {
    id: row.itemId,
    item_name: row.name,
    item_image_url: row.imageUrl,
    // One row is one won prize.
    quantity: 1,
    status: row.status as BoxItem['status'],
    // Ichiban prizes are in stock when won, and storage has no time limit yet.
    preorder_at: null,
    storage_days: null,
    source: 'ichiban',
    tier: row.tier as BoxItem['tier'],
    product_id: row.productId,
    product_name: productName,
    order_id: row.orderId,
    created_at: row.addedAt.toISOString(),
  };
}
