// Gacha capsule machine calls (spec 001 §7 and §3). Every path is under /api. The spec leaves the
// shapes of /gacha/collections and /gacha/history open: they are designed here.
import { z } from 'zod';
import { gachaItemSchema, gachaRaritySchema } from '../events/gacha.events';
import { chainHeadSchema } from './raffle';
import { itemRaritySchema } from '../events/box.events';
import { prizeTierSchema } from '../events/tube.events';
import { messages } from '../messages/messages';
import { couponIdField } from './common';

const m = messages.gacha;

/** A gacha product id in a path (the machine has the product's id). */
export const gachaIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.invalidProductId);

// ── GET /gacha/product/{id} ─────────────────────────────────────────────────────────────────
export const gachaItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string(),
  rarity: gachaRaritySchema,
  /** Capsules of this item in the current round. */
  quantity: z.number().int().nonnegative(),
  remaining_quantity: z.number().int().nonnegative(),
  /** The chance the next capsule is this item: remaining_quantity ÷ all remaining (0 when sold out). */
  probability: z.number().min(0).max(1),
  /** How many of this item the caller owns (0 for visitors). */
  collection_count: z.number().int().nonnegative(),
  is_collected: z.boolean(),
});
export type GachaItemView = z.infer<typeof gachaItemViewSchema>;

export const collectionStatusSchema = z.object({
  totalItems: z.number().int().nonnegative(),
  collectedItems: z.number().int().nonnegative(),
  collected_item_ids: z.array(z.string()),
  is_authenticated: z.boolean(),
});
export type CollectionStatus = z.infer<typeof collectionStatusSchema>;

export const gachaProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal(2),
  price: z.number().int().nonnegative(),
  discount_price: z.number().int().nonnegative().nullable(),
  image_url: z.string(),
  images: z.array(z.object({ url: z.string() })),
  /** The items as prizes: rarity in `tier`, the round's quantity. */
  prizes: z.array(z.object({ tier: gachaRaritySchema, name: z.string(), quantity: z.number().int(), image_url: z.string() })),
  allow_point_payment: z.boolean(),
  /** '1' on sale; before release_date or draw_date it cannot be bought (000 §4 sellability). */
  status: z.string(),
  release_date: z.string().nullable(),
  draw_date: z.string().nullable(),
  description: z.string(),
  total_quantity: z.number().int().nonnegative(),
  remaining_quantity: z.number().int().nonnegative(),
  sold_out: z.boolean(),
  /** The machine's current round (stocking) and its SHA-256 commitment to the capsule order. */
  round: z.number().int().positive(),
  commitment: z.string(),
  /** The current round's seed once published (at its sell-out, docs/fairness.md §9); null before. */
  revealed_seed: z.string().nullable(),
  /** The hash of the machine's last event and its revision: keep it to check a later export (`--head`). */
  chain_head: chainHeadSchema.nullable(),
});
export type GachaProduct = z.infer<typeof gachaProductSchema>;

export const gachaProductResponseSchema = z.object({
  success: z.literal(true),
  product: gachaProductSchema,
  items: z.array(gachaItemViewSchema),
  collection_status: collectionStatusSchema,
});
export type GachaProductResponse = z.infer<typeof gachaProductResponseSchema>;

// ── POST /gacha/draw/{id} ───────────────────────────────────────────────────────────────────
/** Gacha is bought with tokens (001 §5); points and one coupon may lower the price. */
export const gachaDrawRequestSchema = z.object({
  payment_method: z.literal('balance', { error: m.tokenPaymentUnsupported }).default('balance'),
  /** Points to spend (not 元): steps of 200 under the spend rule; absent or 0 for none. */
  points_discount: z
    .number({ error: messages.points.insufficient })
    .int(messages.points.insufficient)
    .nonnegative(messages.points.insufficient)
    .default(0),
  coupon_id: couponIdField(m.drawFailed),
});
export type GachaDrawRequest = z.input<typeof gachaDrawRequestSchema>;

export const gachaWonItemSchema = z.object({ id: z.string(), name: z.string(), image_url: z.string(), rarity: gachaRaritySchema });

/**
 * A purchase that went through (200): paid and a capsule held for it. On a machine whose round draws
 * at beacon rounds (gacha-v3) the capsule is not decided yet: `status` is "drawing" (抽選中), `item`
 * null, and `draw` names the beacon round it waits for; once the round is out the item is drawn, put
 * in the box and the order fulfilled (GET /orders/id/{order.id} then lists it). On an older round
 * (gacha-v2) it is "drawn" at once, with its item. The animation is reached through
 * GET /payment/redirect/{order.id}. Failures: 400 (紅利不足, 代幣餘額不足，將導向充值頁面,
 * a coupon's message, 此商品不支援代幣支付, 商品已下架 …), 401 請先登入再進行轉蛋, 404 無法獲取轉蛋商品資料,
 * 409 沒有可用的轉蛋項目 (sold out; nothing is charged).
 */
export const gachaDrawResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['drawing', 'drawn']),
  item: gachaWonItemSchema.nullable(),
  /** The beacon round the capsule is drawn at, and when it is published (ISO time); null on a gacha-v2 round. */
  draw: z.object({ beacon_round: z.number().int().positive(), published_at: z.string() }).nullable(),
  order: z.object({
    id: z.string(),
    product_id: z.string(),
    total_amount: z.number().int().nonnegative(),
    points_used: z.number().int().nonnegative(),
    coupon_discount: z.number().int().nonnegative(),
    token_amount: z.number().int().nonnegative(),
    created_at: z.string(),
  }),
  /** Capsules left to buy in the machine after this purchase. */
  remaining_quantity: z.number().int().nonnegative(),
});
export type GachaDrawResponse = z.infer<typeof gachaDrawResponseSchema>;

// ── GET /gacha/collections ──────────────────────────────────────────────────────────────────
/** Every machine the member has drawn from, with each item's count (items of the current round). */
export const gachaCollectionSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), image_url: z.string() }),
  totalItems: z.number().int().nonnegative(),
  collectedItems: z.number().int().nonnegative(),
  items: z.array(gachaItemViewSchema.pick({ id: true, name: true, image_url: true, rarity: true, collection_count: true, is_collected: true })),
});
export type GachaCollection = z.infer<typeof gachaCollectionSchema>;
export const gachaCollectionsResponseSchema = z.object({ success: z.literal(true), data: z.array(gachaCollectionSchema) });
export type GachaCollectionsResponse = z.infer<typeof gachaCollectionsResponseSchema>;

// ── GET /gacha/history?page=&per_page= ──────────────────────────────────────────────────────
export const gachaHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: m.fetchHistoryFailed }).int(m.fetchHistoryFailed).positive(m.fetchHistoryFailed).max(10_000).default(1),
  per_page: z.coerce
    .number({ error: m.fetchHistoryFailed })
    .int(m.fetchHistoryFailed)
    .min(1, m.fetchHistoryFailed)
    .max(50, m.fetchHistoryFailed)
    .default(10),
});

export const gachaHistoryEntrySchema = z.object({
  order_id: z.string(),
  drawn_at: z.string(),
  product: z.object({ id: z.string(), name: z.string(), image_url: z.string() }),
  item: gachaWonItemSchema,
  /** Where the capsule sat in its round's committed order: check it in the machine's audit export. */
  round: z.number().int().positive(),
  position: z.number().int().positive(),
});
export type GachaHistoryEntry = z.infer<typeof gachaHistoryEntrySchema>;

export const gachaHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    data: z.array(gachaHistoryEntrySchema),
  }),
});
export type GachaHistoryResponse = z.infer<typeof gachaHistoryResponseSchema>;

// ── GET /orders/id/{orderId} ────────────────────────────────────────────────────────────────
/** 001 §3 order detail, as the gacha animation reads it: the order and what it won. */
export const gachaOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    order: z.object({
      id: z.string(),
      order_number: z.string(),
      transaction_id: z.string(),
      /** 002 §3 order types: kuji for ichiban, gashapon for gacha. */
      order_type: z.string(),
      product_id: z.string(),
      product_name: z.string(),
      status: z.string(),
      total_amount: z.number().int().nonnegative(),
      created_at: z.string(),
    }),
    items: z.array(
      z.object({
        item_name: z.string(),
        item_image_url: z.string(),
        quantity: z.number().int().positive(),
        attributes: z.object({ rarity: itemRaritySchema.optional(), tier: prizeTierSchema.optional() }),
      }),
    ),
  }),
});
export type GachaOrderDetailResponse = z.infer<typeof gachaOrderDetailResponseSchema>;

// ── POST /admin/gacha/{id}/restock (admin) ──────────────────────────────────────────────────
/** Staff restock: the running round's seed is published and a new round with these capsules begins. */
export const gachaRestockRequestSchema = z.object({ items: z.array(gachaItemSchema).min(1).max(100) });
export type GachaRestockRequest = z.infer<typeof gachaRestockRequestSchema>;
export const gachaRestockResponseSchema = z.object({
  success: z.literal(true),
  round: z.number().int().positive(),
  commitment: z.string(),
  total_quantity: z.number().int().positive(),
});
export type GachaRestockResponse = z.infer<typeof gachaRestockResponseSchema>;
