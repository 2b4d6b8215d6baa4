// Prize box (盒櫃) and shipping calls (spec 002 §7 "Box and shipping"), and the staff's
// fulfilment queue (not in the spec: its admin roles are "not shown"). Paths are under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { boxItemSourceSchema, itemRaritySchema, shippingMethodSchema } from '../events/box.events';
import { messages } from '../messages/messages';
import { textField } from './common';
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
  /** The box_shipping order that took it (paid, shipped); null before. */
  shipping_order_id: z.string().nullable(),
  /** Shipped items: the carrier and its tracking number. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
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

/** `<order id>-<number or item id>`: letters, digits, `_` and `-`. */
const boxItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, messages.box.itemNotFoundOrBadStatus);
/** Path parameter {id} of the select and cancel calls. */
export const boxItemIdParamSchema = boxItemIdSchema;

// ── POST /api/user/box-items/{id}/select-for-shipping · …/cancel-selection ─────────────────
/** One box item is one prize: the quantity is always 1. */
export const selectForShippingRequestSchema = z.object({ quantity: z.literal(1).default(1) });
export type SelectForShippingRequest = z.input<typeof selectForShippingRequestSchema>;

// ── POST /api/user/box-items/batch-select-for-shipping ──────────────────────────────────────
export const batchSelectForShippingRequestSchema = z.object({
  items: z
    .array(z.object({ id: boxItemIdSchema, quantity: z.literal(1).default(1) }))
    .min(1, messages.box.noItemsSelected)
    .max(200, messages.box.itemNotFoundOrBadStatus),
});
export type BatchSelectForShippingRequest = z.input<typeof batchSelectForShippingRequestSchema>;

/** Select, cancel and batch select: the items' status afterwards. */
export const boxSelectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(z.object({ id: z.string(), status: boxItemStatusSchema })),
});
export type BoxSelectionResponse = z.infer<typeof boxSelectionResponseSchema>;

// ── POST /api/user/box-items/shipping-order ─────────────────────────────────────────────────
export const shippingOrderRequestSchema = z.object({
  item_ids: z
    .array(boxItemIdSchema, { error: messages.box.noItemsSelected })
    .min(1, messages.box.noItemsSelected)
    .max(200, messages.box.itemNotFoundOrBadStatus),
  address_id: z.uuid({ error: messages.box.selectAddress }),
  shipping_method: shippingMethodSchema.default(constants.shipping.defaultMethod),
  customer_note: textField(messages.common.badRequest).trim().max(200).default(''),
  action: z.enum(['check', 'confirm']),
  payment_method: z.literal('balance').default('balance'),
});
export type ShippingOrderRequest = z.input<typeof shippingOrderRequestSchema>;

/** check: what confirming would cost; confirm: the order placed and paid. */
export const shippingOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  requires_payment: z.boolean(),
  shipping_fee: z.number().int().nonnegative(),
  data: z.object({
    items_count: z.number().int().positive(),
    /** Items bought (not gifts, prizes or redeemed goods): free shipping counts these. */
    counted_items: z.number().int().nonnegative(),
    shipping_method: shippingMethodSchema,
    /** The member's tokens now, and what is missing to pay the fee (0 when enough). */
    tokens: z.number().int().nonnegative(),
    shortfall: z.number().int().nonnegative(),
    /** confirm: the box_shipping order. */
    order_id: z.string().nullable(),
  }),
});
export type ShippingOrderResponse = z.infer<typeof shippingOrderResponseSchema>;

/** 400 on confirm when the tokens do not cover the fee: 代幣餘額不足 and what is missing. */
export const insufficientTokensResponseSchema = z.object({
  success: z.literal(false),
  message: z.literal(messages.box.insufficientTokens),
  shortfall: z.number().int().positive(),
});
export type InsufficientTokensResponse = z.infer<typeof insufficientTokensResponseSchema>;

// ── Staff: GET /api/admin/shipping-orders?status&page · POST /api/admin/shipping-orders/{orderId}/ship ──
export const shippingOrderStatusSchema = z.enum(['paid', 'shipped', 'delivered']);
export const shippingOrdersQuerySchema = z.object({
  status: shippingOrderStatusSchema.default('paid'),
  /** One member's parcels only (the staff member page). */
  user_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, messages.common.badRequest)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ShippingOrdersQuery = z.output<typeof shippingOrdersQuerySchema>;

/** What the fulfilment queue ships: prizes from the box (box_shipping) or goods bought in the shop (shop). */
export const shippingOrderKindSchema = z.enum(['box_shipping', 'shop']);
export type ShippingOrderKind = z.infer<typeof shippingOrderKindSchema>;

export const staffShippingOrderSchema = z.object({
  order_id: z.string(),
  kind: shippingOrderKindSchema,
  user_id: z.string(),
  status: shippingOrderStatusSchema,
  items: z.array(z.object({ id: z.string(), item_name: z.string(), item_image_url: z.string() })),
  /** A shop order may also say `none` (the checkout's choice). */
  shipping_method: z.enum([...shippingMethodSchema.options, 'none']),
  shipping_fee: z.number().int().nonnegative(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  city: z.string(),
  district: z.string(),
  address_detail: z.string(),
  customer_note: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  placed_at: z.string(),
  shipped_at: z.string().nullable(),
});
export type StaffShippingOrder = z.infer<typeof staffShippingOrderSchema>;

export const shippingOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(staffShippingOrderSchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type ShippingOrdersResponse = z.infer<typeof shippingOrdersResponseSchema>;

export const shippingOrderIdParamSchema = z.uuid();

export const markShippedRequestSchema = z.object({
  carrier: textField(messages.box.carrierRequired).trim().min(1, messages.box.carrierRequired).max(50, messages.box.carrierRequired),
  tracking_number: textField(messages.box.trackingNumberRequired)
    .trim()
    .min(1, messages.box.trackingNumberRequired)
    .max(64, messages.box.trackingNumberRequired),
});
export type MarkShippedRequest = z.input<typeof markShippedRequestSchema>;

export const markShippedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.string(), status: z.literal('shipped'), carrier: z.string(), tracking_number: z.string() }),
});
export type MarkShippedResponse = z.infer<typeof markShippedResponseSchema>;

export const markDeliveredResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.string(), status: z.literal('delivered') }),
});
export type MarkDeliveredResponse = z.infer<typeof markDeliveredResponseSchema>;

// ── Staff: POST /api/admin/shipping-orders/{orderId}/cancel — support cancels a box_shipping order that
// has not left: its items go back to the member's box, its fee back to the wallet (a correction). ──
export const cancelShippingRequestSchema = z.object({
  reason: textField(messages.box.cancelReasonRequired).trim().min(1, messages.box.cancelReasonRequired).max(100, messages.box.cancelReasonRequired),
});
export type CancelShippingRequest = z.input<typeof cancelShippingRequestSchema>;

export const cancelShippingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    order_id: z.string(),
    status: z.literal('cancelled'),
    /** The items back in the box, available to ship again. */
    item_ids: z.array(z.string()),
    /** Tokens given back (the fee it paid; 0 when shipping was free or it was cancelled already). */
    refunded_tokens: z.number().int().nonnegative(),
  }),
});
export type CancelShippingResponse = z.infer<typeof cancelShippingResponseSchema>;
