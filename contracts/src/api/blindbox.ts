// Blind-box calls (002 §7 "Blind box") and tool cards (002 §7 "Tools, coupons"). Paths are under /api.
import { z } from 'zod';
import { itemRaritySchema } from '../events/box.events';
import { toolCardTypeSchema } from '../events/wallet.events';
import { messages } from '../messages/messages';
import { couponIdField, textField } from './common';
import { chainHeadSchema } from './raffle';

const m = messages.blindbox;
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.fetchFailed);

export const blindboxIdParamSchema = id;
export const blindboxOrderIdParamSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, m.orderResultFailed);

const packageIdBody = z
  .union([z.string(), z.number()], { error: m.operationFailed })
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.operationFailed));
/** 0-based slot of the package grid. */
const itemIndexBody = z.coerce
  .number({ error: m.refreshedPickAgain })
  .int(m.refreshedPickAgain)
  .min(0, m.refreshedPickAgain)
  .max(999, m.refreshedPickAgain);
const pointsDiscount = z
  .number({ error: messages.points.insufficient })
  .int(messages.points.insufficient)
  .nonnegative(messages.points.insufficient)
  .default(0);
const couponId = couponIdField(m.operationFailed);
const paymentMethod = z.enum(['balance', 'credit_card'], { error: m.operationFailed }).default('balance');

// ── shapes ────────────────────────────────────────────────────────────────────────────────
export const blindboxItemViewSchema = z.object({ name: z.string(), image_url: z.string(), rarity: itemRaritySchema });
export type BlindboxItemView = z.infer<typeof blindboxItemViewSchema>;

export const packageSummarySchema = z.object({
  id: z.string(),
  total_count: z.number().int(),
  remaining_count: z.number().int(),
  is_sold_out: z.boolean(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const blindboxProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image_url: z.string(),
  inner_page_image_url: z.string(),
  box_image_url: z.string(),
  /** Whole box while none of it is drawn. */
  package_price: z.number().int(),
  single_draw_price: z.number().int(),
  package_point_price: z.number().int(),
  single_point_price: z.number().int(),
  allow_point_payment: z.boolean(),
  /** '1' on sale; before release_date or draw_date it cannot be bought (000 §4 sellability). */
  status: z.string(),
  release_date: z.string().nullable(),
  draw_date: z.string().nullable(),
  is_sold_out: z.boolean(),
  remaining_boxes: z.number().int(),
  /** Every package of the product, in order: change box (換一盒) moves along this list. */
  packages: z.array(packageSummarySchema),
  /** The series' figures (圖鑑), one per distinct item. */
  figures: z.array(blindboxItemViewSchema),
});
export type BlindboxProduct = z.infer<typeof blindboxProductSchema>;

/** One slot as a member sees it: the item only once drawn; who holds a lock only as "me" or "other". */
export const packageItemViewSchema = z.object({
  item_index: z.number().int(),
  is_drawn: z.boolean(),
  is_locked: z.boolean(),
  locked_by: z.enum(['me', 'other']).nullable(),
  lock_expires_at: z.string().nullable(),
  /** Seconds left on the lock when answered (0 when free): count down from here. */
  lock_remain: z.number().int().nonnegative(),
  name: z.string().nullable(),
  image_url: z.string().nullable(),
  rarity: itemRaritySchema.nullable(),
});
export type PackageItemView = z.infer<typeof packageItemViewSchema>;

export const packageViewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  package_price: z.number().int(),
  single_draw_price: z.number().int(),
  /** What taking every free slot costs now: package_price when none is drawn, else free slots × single price. */
  entire_price: z.number().int(),
  allow_point_payment: z.boolean(),
  box_image_url: z.string(),
  items: z.array(packageItemViewSchema),
  statistics: z.object({ drawn_count: z.number().int(), total_count: z.number().int(), remaining_count: z.number().int() }),
  is_sold_out: z.boolean(),
  commitment: z.string(),
  revealed_seed: z.string().nullable(),
  revision: z.number().int(),
  /** The hash of the box's last export line and its revision: keep it to check a later export (`--head`). */
  chain_head: chainHeadSchema.nullable(),
});
export type PackageView = z.infer<typeof packageViewSchema>;

// ── GET /blindbox/product/{id} ───────────────────────────────────────────────────────────
export const blindboxProductResponseSchema = z.object({ success: z.literal(true), data: blindboxProductSchema });
export type BlindboxProductResponse = z.infer<typeof blindboxProductResponseSchema>;

// ── GET /blindbox/package/{packageId}?itemIndex&lock_duration ──────────────────────────────
export const packageQuerySchema = z.object({
  itemIndex: itemIndexBody.optional(),
  lock_duration: z.coerce.number().int().positive().max(600).optional(),
});
export const packageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product: blindboxProductSchema, package: packageViewSchema }).nullable(),
  /** Set when the package is sold out or gone: the client goes back to the product. */
  redirect_product_id: z.string().nullable(),
});
export type PackageResponse = z.infer<typeof packageResponseSchema>;

// ── GET /blindbox/package/{id}/items ─────────────────────────────────────────────────────
export const packageItemsResponseSchema = z.object({ success: z.literal(true), data: z.array(packageItemViewSchema) });
export type PackageItemsResponse = z.infer<typeof packageItemsResponseSchema>;

// ── POST /blindbox/package/{packageId}/lock and /release ───────────────────────────────────
export const lockSlotRequestSchema = z.object({ item_index: itemIndexBody });
export type LockSlotRequest = z.input<typeof lockSlotRequestSchema>;
export const lockSlotResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ item_index: z.number().int(), lock_expires_at: z.string(), remain: z.number().int().nonnegative() }),
});
export type LockSlotResponse = z.infer<typeof lockSlotResponseSchema>;

// ── GET /blindbox/product/{id}/collection-status ─────────────────────────────────────────────
export const collectionStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    product: z.object({ id: z.string(), name: z.string() }),
    collection_status: z.array(z.object({ image_url: z.string(), display_name: z.string(), rarity: itemRaritySchema, is_collected: z.boolean() })),
    statistics: z.object({
      total_unique_items: z.number().int(),
      collected_items: z.number().int(),
      completion_percentage: z.number().int(),
      is_complete: z.boolean(),
    }),
  }),
});
export type CollectionStatusResponse = z.infer<typeof collectionStatusResponseSchema>;

// ── POST /blindbox/use-hint-card and /use-insight-card ─────────────────────────────────────
export const useToolCardRequestSchema = z.object({ package_id: packageIdBody, item_index: itemIndexBody });
export type UseToolCardRequest = z.input<typeof useToolCardRequestSchema>;
export const hintCardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ not_me_item: blindboxItemViewSchema, remaining_cards: z.number().int() }),
});
export type HintCardResponse = z.infer<typeof hintCardResponseSchema>;
export const insightCardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ current_item: blindboxItemViewSchema, remaining_cards: z.number().int() }),
});
export type InsightCardResponse = z.infer<typeof insightCardResponseSchema>;

// ── POST /user/tools/use ────────────────────────────────────────────────────────────────────
/**
 * One of the member's cards (an id from GET /user/tools) used on the blind-box slot they hold: a
 * card does its work only on a slot, so without one the answer is 400 useCardOnSlot.
 */
export const useUserToolRequestSchema = z.object({
  user_tool_id: z.string({ error: m.toolCardNotFound }).min(1, m.toolCardNotFound).max(200, m.toolCardNotFound),
  package_id: z
    .union([z.string(), z.number()], { error: m.useCardOnSlot })
    .transform(String)
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.useCardOnSlot)),
  item_index: z.coerce.number({ error: m.useCardOnSlot }).int(m.useCardOnSlot).min(0, m.useCardOnSlot).max(999, m.useCardOnSlot),
});
export type UseUserToolRequest = z.input<typeof useUserToolRequestSchema>;
/** `item`: for a hint card a figure this slot is not, for an insight card the figure it is. */
export const useUserToolResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ type: toolCardTypeSchema, item: blindboxItemViewSchema, remaining_cards: z.number().int() }),
});
export type UseUserToolResponse = z.infer<typeof useUserToolResponseSchema>;

// ── POST /blindbox/buy-item and /blindbox/buy-entire-product/{productId} ───────────────────
const optionalText = textField(m.operationFailed).max(200, m.operationFailed).optional().nullable();
export const blindboxInvoiceInfoSchema = z
  .object({
    invoice_type: z.enum(['personal', 'company', 'donation', 'none'], { error: m.operationFailed }).optional(),
    carrier_type: optionalText,
    carrier_number: optionalText,
    buyer_name: optionalText,
    buyer_ubn: optionalText,
    buyer_email: optionalText,
    buyer_address: optionalText,
    donate_code: optionalText,
  })
  .optional()
  .nullable();

export const buyItemRequestSchema = z.object({
  package_id: packageIdBody,
  item_index: itemIndexBody,
  payment_method: paymentMethod,
  points_discount: pointsDiscount,
  coupon_id: couponId,
  invoice_info: blindboxInvoiceInfoSchema,
});
export type BuyItemRequest = z.input<typeof buyItemRequestSchema>;
export const buyItemResponseSchema = z.object({ success: z.literal(true), data: z.object({ order_id: z.string() }) });
export type BuyItemResponse = z.infer<typeof buyItemResponseSchema>;

export const buyEntireRequestSchema = z.object({
  package_id: packageIdBody,
  payment_method: paymentMethod,
  points_discount: pointsDiscount,
  coupon_id: couponId,
  invoice_info: blindboxInvoiceInfoSchema,
});
export type BuyEntireRequest = z.input<typeof buyEntireRequestSchema>;

export const blindboxResultItemSchema = z.object({
  item_index: z.number().int(),
  item_name: z.string(),
  item_image_url: z.string(),
  rarity: itemRaritySchema.nullable(),
  package_id: z.string(),
  product_id: z.string(),
});
export type BlindboxResultItem = z.infer<typeof blindboxResultItemSchema>;
export const buyEntireResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.string(), items: z.array(blindboxResultItemSchema) }),
});
export type BuyEntireResponse = z.infer<typeof buyEntireResponseSchema>;

// ── GET /blindbox/order-result/{orderId} ───────────────────────────────────────────────────
export const blindboxOrderResultResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    order_id: z.string(),
    item_name: z.string(),
    item_image_url: z.string(),
    package_id: z.string(),
    product_id: z.string(),
    items: z.array(blindboxResultItemSchema),
  }),
});
export type BlindboxOrderResultResponse = z.infer<typeof blindboxOrderResultResponseSchema>;

// ── tools: GET /tools, GET /user/tools, GET /user/tools/count ─────────────────────────────────
export const toolSchema = z.object({ id: z.number().int(), type: toolCardTypeSchema, name: z.string(), image: z.string(), description: z.string() });
export type Tool = z.infer<typeof toolSchema>;
export const toolsResponseSchema = z.object({ success: z.literal(true), status: z.literal(true), data: z.array(toolSchema) });
export type ToolsResponse = z.infer<typeof toolsResponseSchema>;

/** One card in the member's wallet (one row per card, not per grant). */
export const userToolSchema = z.object({
  id: z.string(),
  tool_id: z.number().int(),
  type: toolCardTypeSchema,
  name: z.string(),
  image: z.string(),
  expired: z.boolean(),
  expires_at: z.string(),
  /** YYYY/MM/DD HH:mm in Taiwan time. */
  formatted_expiry: z.string(),
});
export type UserTool = z.infer<typeof userToolSchema>;
export const userToolsResponseSchema = z.object({ success: z.literal(true), data: z.array(userToolSchema) });
export type UserToolsResponse = z.infer<typeof userToolsResponseSchema>;

export const userToolsCountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ shake_card: z.number().int().nonnegative(), insight_card: z.number().int().nonnegative() }),
});
export type UserToolsCountResponse = z.infer<typeof userToolsCountResponseSchema>;

// ── GET /blindbox/figures: the figures catalogue (圖鑑) of every blind-box series ─────────────────
/** One figure of a series; `index` is its place in the series (the figure detail's {index}). */
export const catalogueFigureSchema = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  image_url: z.string(),
  rarity: itemRaritySchema,
  /** In the member's prize box at least once (always false for a visitor). */
  is_collected: z.boolean(),
});
export type CatalogueFigure = z.infer<typeof catalogueFigureSchema>;
export const figureSeriesSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  image_url: z.string(),
  /** The series' packages in order: the figure detail path /blindbox/item/{packageId}/{index} names one of them. */
  package_ids: z.array(z.string()),
  figures: z.array(catalogueFigureSchema),
});
export type FigureSeries = z.infer<typeof figureSeriesSchema>;
export const figuresResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    series: z.array(figureSeriesSchema),
    /** False for a visitor: collected status is unknown and every figure reads not collected. */
    signed_in: z.boolean(),
  }),
});
export type FiguresResponse = z.infer<typeof figuresResponseSchema>;
