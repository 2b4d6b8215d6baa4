// Catalogue reads (spec 000 §3, §7): product lists, hot items and keywords, search.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';
import { textField } from './common';

export const productTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ProductType = z.infer<typeof productTypeSchema>;

const badList = messages.catalog.productListFailed;
const intParam = (fallback: number, max: number) =>
  z.coerce.number({ error: badList }).int(badList).min(1, badList).max(max, badList).default(fallback);

/** GET /products query. `type` narrows to one product kind (the home tabs); the spec leaves filtering open. */
export const productListQuerySchema = z.object({
  page: intParam(1, 10_000),
  limit: intParam(constants.catalog.productsPerPage, 100),
  format: z.enum(['simple', 'full'], { error: badList }).default('full'),
  type: z.coerce.number({ error: badList }).int(badList).min(0, badList).max(2, badList).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const raffleInfoSchema = z.object({
  remaining_tickets: z.number().int().nonnegative(),
  total_tickets: z.number().int().nonnegative(),
});

/** A product as the lists show it (the detail adds prizes and description). */
export const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: productTypeSchema,
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  point_price: z.number().int().nullable(),
  image_url: z.string(),
  status: z.string(),
  release_date: z.string().nullable(),
  draw_date: z.string().nullable(),
  allow_point_payment: z.boolean(),
  /** Ichiban only: tickets left over all tubes. */
  raffle_info: raffleInfoSchema.nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productPageSchema = z.object({
  data: z.array(productSummarySchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /products/:id: the summary plus gallery, description and the prize table. */
export const productPrizeSchema = z.object({ tier: z.string(), name: z.string(), quantity: z.number().int().nonnegative(), image_url: z.string() });
export const productDetailSchema = productSummarySchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  prizes: z.array(productPrizeSchema),
  raffle_info: raffleInfoSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = z.object({ success: z.literal(true), data: productDetailSchema });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const simpleProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: productTypeSchema,
  price: z.number().int(),
  image_url: z.string(),
});
export const simpleProductListSchema = z.object({ items: z.array(simpleProductSchema) });
export type SimpleProductList = z.infer<typeof simpleProductListSchema>;

/** Search hot item (spec 000 §3). */
export const hotItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  type: productTypeSchema,
});
export type HotItem = z.infer<typeof hotItemSchema>;

export const hotProductsResponseSchema = z.object({ success: z.literal(true), data: z.array(hotItemSchema) });
export type HotProductsResponse = z.infer<typeof hotProductsResponseSchema>;

export const hotKeywordsResponseSchema = z.object({ success: z.literal(true), data: z.array(z.string()) });
export type HotKeywordsResponse = z.infer<typeof hotKeywordsResponseSchema>;

export const productSearchQuerySchema = z.object({
  q: textField(messages.search.failed, messages.search.keywordRequired)
    .trim()
    .min(1, messages.search.keywordRequired)
    .max(50, messages.search.failed),
});

export const productSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(productSummarySchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
