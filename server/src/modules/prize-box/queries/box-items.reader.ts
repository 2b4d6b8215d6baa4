// The member's prize box (盒櫃), newest first, a page at a time (spec 002 §7), from the box read model.
import { Inject, Injectable } from '@nestjs/common';
import { boxTabStatuses, type BoxItem, type BoxItemsQuery, type BoxItemsResponse } from '@shop/contracts';
import { BoxItemRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/catalogue.public';

@Injectable()
export class BoxItemsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(userId: string, query: BoxItemsQuery): Promise<BoxItemsResponse> {
    const [rows, total] = await this.db.getRepository(BoxItemRow).findAndCount({
      where: { userId, status: In([...boxTabStatuses[query.tab]]) },
      // itemId breaks ties within one order so pages never overlap.
      order: { addedAt: 'DESC', itemId: 'ASC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    const productIds = [...new Set(rows.map((r) => r.productId))];
    const products = productIds.length
      ? await this.db.getRepository(ProductRow).find({ select: { id: true, name: true }, where: { id: In(productIds) } })
      : [];
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
    source: row.source as BoxItem['source'],
    tier: row.tier as BoxItem['tier'],
    rarity: row.rarity as BoxItem['rarity'],
    product_id: row.productId,
    product_name: productName,
    order_id: row.orderId,
    created_at: row.addedAt.toISOString(),
  };
}
