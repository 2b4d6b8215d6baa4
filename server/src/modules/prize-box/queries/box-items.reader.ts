// The member's prize box (盒櫃), newest first, a page at a time (spec 002 §7), from the box read
// model. Statuses are as of the request's clock, as the box decider decides them: a waiting item
// past its storage reads expired, a preorder before its date pending (recorded later by a command).
import { Inject, Injectable } from '@nestjs/common';
import { boxTabStatuses, type BoxItem, type BoxItemsQuery, type BoxItemsResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';

/** The item's status at $2 (a timestamptz). */
export const EFFECTIVE_STATUS_SQL = `CASE
  WHEN b.status IN ('available', 'selected') AND b.expires_at IS NOT NULL AND b.expires_at <= $2 THEN 'expired'
  WHEN b.status = 'available' AND b.preorder_at IS NOT NULL AND b.preorder_at > $2 THEN 'pending'
  ELSE b.status END`;

interface Row {
  item_id: string;
  name: string;
  image_url: string;
  status: string;
  source: string;
  tier: string | null;
  rarity: string | null;
  product_id: string;
  product_name: string | null;
  order_id: string;
  added_at: Date;
  expires_at: Date | null;
  preorder_at: Date | null;
  shipping_order_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
  total: string;
}

const DAY_MS = 86_400_000;

@Injectable()
export class BoxItemsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(userId: string, query: BoxItemsQuery, now = new Date()): Promise<BoxItemsResponse> {
    const rows: Row[] = await this.db.query(
      `SELECT b2.*, count(*) OVER () AS total FROM (
         SELECT b.item_id, b.name, b.image_url, ${EFFECTIVE_STATUS_SQL} AS status, b.source, b.tier, b.rarity, b.product_id,
                p.name AS product_name, b.order_id, b.added_at, b.expires_at, b.preorder_at, b.shipping_order_id, b.carrier,
                b.tracking_number
         FROM box_items b LEFT JOIN products p ON p.id = b.product_id
         WHERE b.user_id = $1) b2
       WHERE b2.status = ANY($3)
       -- item_id breaks ties within one order so pages never overlap.
       ORDER BY b2.added_at DESC, b2.item_id ASC
       OFFSET $4 LIMIT $5`,
      [userId, now, [...boxTabStatuses[query.tab]], (query.page - 1) * query.per_page, query.per_page],
    );
    // An empty first page is an empty tab: counting again could see rows the page query did not
    // (a projection committing in between) and answer total 2 with no data.
    const total = rows.length ? Number(rows[0]!.total) : query.page === 1 ? 0 : await this.count(userId, boxTabStatuses[query.tab], now);
    return {
      success: true,
      data: rows.map((row) => view(row, now)),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
    };
  }

  /** How many of the member's items have one of these statuses at `now`. */
  async count(userId: string, statuses: readonly string[], now = new Date()): Promise<number> {
    const [row] = await this.db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM box_items b WHERE b.user_id = $1 AND (${EFFECTIVE_STATUS_SQL}) = ANY($3)`,
      [userId, now, [...statuses]],
    );
    return Number(row?.n ?? 0);
  }
}

function view(row: Row, now: Date): BoxItem {
  return {
    id: row.item_id,
    item_name: row.name,
    item_image_url: row.image_url,
    // One row is one won prize.
    quantity: 1,
    status: row.status as BoxItem['status'],
    preorder_at: row.preorder_at?.toISOString() ?? null,
    storage_days: row.expires_at ? Math.max(0, Math.ceil((row.expires_at.getTime() - now.getTime()) / DAY_MS)) : null,
    source: row.source as BoxItem['source'],
    tier: row.tier as BoxItem['tier'],
    rarity: row.rarity as BoxItem['rarity'],
    product_id: row.product_id,
    product_name: row.product_name ?? '',
    order_id: row.order_id,
    created_at: row.added_at.toISOString(),
    shipping_order_id: row.shipping_order_id,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
  };
}
