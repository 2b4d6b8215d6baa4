// Prize box (盒櫃) calls (spec 002 §7 "Box and shipping"). Paths are under /api. Shipping calls
// (select-for-shipping, shipping-order) are not built yet.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { boxItemSourceSchema, itemRaritySchema } from '../events/box.events';
import { prizeTierSchema } from '../events/tube.events';

export const boxTabSchema = z.enum(constants.box.tabs);
export type BoxTab = z.infer<typeof boxTabSchema>;

export const boxItemStatusSchema = z.enum(constants.box.itemStatuses);
export type BoxItemStatus = z.infer<typeof boxItemStatusSchema>;

/** Which item statuses each /box tab lists: 'pending' is everything still waiting in the box. */
export const boxTabStatuses: Record<BoxTab, readonly BoxItemStatus[]> = {
  pending: ['available', 'pending', 'selected', 'paid'],
  shipped: ['shipped'],
  expired: ['expired'],
  all: constants.box.itemStatuses,
};

// ── GET /api/user/box-items?page&per_page=20&tab ────────────────────────────────────────
export const boxItemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(constants.paging.boxItemsPerPage),
  /** Not in the spec's call (it names page and per_page only): filters by the page's tab so paging stays exact. */
  tab: boxTabSchema.default('all'),
});
export type BoxItemsQuery = z.output<typeof boxItemsQuerySchema>;

export const boxItemSchema = z.object({
  // The spec's fields (002 §3 "Box item").
  id: z.string(),
  item_name: z.string(),
  item_image_url: z.string(),
  quantity: z.number().int().positive(),
  status: boxItemStatusSchema,
  /** Preorder items ship from this date; null for prizes already in stock. */
  preorder_at: z.string().nullable(),
  /** Days left in free storage; 0 shows 已過期; null while storage has no limit. */
  storage_days: z.number().int().nonnegative().nullable(),
  // Where it came from, for the list (not named by the spec).
  source: boxItemSourceSchema,
  /** Ichiban prizes: the tier; null otherwise. */
  tier: prizeTierSchema.nullable(),
  /** Gacha and blind-box items: the rarity; null otherwise. */
  rarity: itemRaritySchema.nullable(),
  product_id: z.string(),
  product_name: z.string(),
  order_id: z.string(),
  /** When the prize arrived in the box. */
  created_at: z.string(),
});
export type BoxItem = z.infer<typeof boxItemSchema>;

export const boxItemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(boxItemSchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type BoxItemsResponse = z.infer<typeof boxItemsResponseSchema>;
