// The admin catalogue beyond ichiban, for admins: gacha machines, blind-box series and
// their packages, shop items and their stock. Not in the spec (the design's admin user); every
// write is recorded as events with the staff id, and bad input is 400 儲存失敗 like the ichiban form.
//   POST /api/admin/catalogue/gacha-machines          a machine stocked with its first round
//   POST /api/admin/gacha/{id}/restock                (api/gacha.ts) a new round with a new seed
//   POST /api/admin/catalogue/blindbox-series         a series of figures (no boxes yet)
//   POST /api/admin/blindbox/{productId}/packages     open boxes of the series
//   POST /api/admin/shop/items                        a shop item on sale with its first stock
//   POST /api/admin/shop/items/{id}/stock             units added (or, negative, removed)
import { z } from 'zod';
import { itemRaritySchema } from '../events/box.events';
import { gachaRaritySchema } from '../events/gacha.events';
import { messages } from '../messages/messages';
import { textField } from './common';

const failed = messages.common.saveFailed;
const text = (max: number) => textField(failed).trim().min(1, failed).max(max, failed);
const optionalText = (max: number) => textField(failed).trim().max(max, failed).default('');
const int = (min: number, max: number) => z.number({ error: failed }).int(failed).min(min, failed).max(max, failed);
/** Site paths ("/demo/products/x.svg") or https links; never javascript: or other schemes. */
const image = textField(failed)
  .trim()
  .min(1, failed)
  .max(500, failed)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\//.test(v), failed);
/** An image that may be left out: the product's own image stands in. */
const optionalImage = z.union([z.literal(''), image]).optional();

const productFields = {
  name: text(100),
  /** Tokens per draw. */
  price: int(1, 100_000),
  description: optionalText(2000),
  image_url: image,
};

// ── POST /api/admin/catalogue/gacha-machines ──────────────────────────────────────────────
export const adminGachaItemSchema = z.object({
  name: text(60),
  rarity: z.enum(gachaRaritySchema.options, { error: failed }),
  quantity: int(1, 1000),
  image_url: optionalImage,
});
export const createGachaMachineRequestSchema = z
  .object({ ...productFields, items: z.array(adminGachaItemSchema, { error: failed }).min(1, failed).max(30, failed) })
  .refine((v) => v.items.reduce((n, i) => n + i.quantity, 0) <= 5000, { message: failed, path: ['items'] });
export type CreateGachaMachineRequest = z.input<typeof createGachaMachineRequestSchema>;
export const createGachaMachineResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), round: z.number().int().positive(), commitment: z.string(), total_quantity: z.number().int().positive() }),
});
export type CreateGachaMachineResponse = z.infer<typeof createGachaMachineResponseSchema>;

// ── POST /api/admin/catalogue/blindbox-series ─────────────────────────────────────────────
export const adminFigureSchema = z.object({
  name: text(60),
  rarity: z.enum(itemRaritySchema.options, { error: failed }),
  image_url: optionalImage,
});
export const createBlindboxSeriesRequestSchema = z
  .object({ ...productFields, figures: z.array(adminFigureSchema, { error: failed }).min(1, failed).max(30, failed) })
  .refine((v) => new Set(v.figures.map((f) => f.name)).size === v.figures.length, { message: failed, path: ['figures'] });
export type CreateBlindboxSeriesRequest = z.input<typeof createBlindboxSeriesRequestSchema>;
export const createBlindboxSeriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), figures: z.number().int().positive() }),
});
export type CreateBlindboxSeriesResponse = z.infer<typeof createBlindboxSeriesResponseSchema>;

// ── POST /api/admin/blindbox/{productId}/packages ─────────────────────────────────────────
/** `boxes` boxes, each holding `quantity` of each listed figure (figure = its index in the series). */
export const openPackagesRequestSchema = z
  .object({
    boxes: int(1, 20),
    contents: z
      .array(z.object({ figure: int(0, 29), quantity: int(1, 50) }), { error: failed })
      .min(1, failed)
      .max(30, failed),
  })
  .refine((v) => new Set(v.contents.map((c) => c.figure)).size === v.contents.length, { message: failed, path: ['contents'] })
  .refine((v) => v.contents.reduce((n, c) => n + c.quantity, 0) <= 60, { message: failed, path: ['contents'] });
export type OpenPackagesRequest = z.input<typeof openPackagesRequestSchema>;
export const openPackagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), package_ids: z.array(z.string()), slots: z.number().int().positive() }),
});
export type OpenPackagesResponse = z.infer<typeof openPackagesResponseSchema>;

// ── POST /api/admin/shop/items ────────────────────────────────────────────────────────────
export const createShopItemRequestSchema = z.object({
  title: text(100),
  /** 元 per unit. */
  price: int(1, 1_000_000),
  image: image,
  info: optionalText(200),
  description: optionalText(2000),
  /** Units on sale at once (0: listed as sold out until stock arrives). */
  stock: int(0, 100_000),
});
export type CreateShopItemRequest = z.input<typeof createShopItemRequestSchema>;

// ── POST /api/admin/shop/items/{id}/stock ─────────────────────────────────────────────────
/** Units delivered (positive) or taken off sale (negative: damaged, miscounted); never below what is available. */
export const changeShopStockRequestSchema = z.object({
  change: int(-100_000, 100_000).refine((n) => n !== 0, failed),
});
export type ChangeShopStockRequest = z.input<typeof changeShopStockRequestSchema>;

export const adminShopItemResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ item_id: z.string(), stock: z.number().int().nonnegative(), sold: z.number().int().nonnegative() }),
});
export type AdminShopItemResponse = z.infer<typeof adminShopItemResponseSchema>;
