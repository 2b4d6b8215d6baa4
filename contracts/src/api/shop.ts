// The merchandise shop, checkout and the one order history (spec 002 §2, §3, §5, §7 "Shop,
// checkout, orders"; 000 §5 cart and points). Paths are under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';
import { couponIdField, textField } from './common';

// ── GET /api/shop/items?page&limit, GET /api/shop/items/{id} ──────────────────────────────
export const shopItemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(constants.catalog.shopPageSize),
});
export type ShopItemsQuery = z.output<typeof shopItemsQuerySchema>;

/** 002 §3 "Shop item". `stock` is what can still be bought (reservations of unpaid card orders left out). */
export const shopItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int().positive(),
  image: z.string(),
  images: z.array(z.object({ image_url: z.string() })),
  info: z.string(),
  description: z.string(),
  stock: z.number().int().nonnegative(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

export const shopItemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(shopItemSchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type ShopItemsResponse = z.infer<typeof shopItemsResponseSchema>;

export const shopItemResponseSchema = z.object({
  success: z.literal(true),
  data: shopItemSchema,
  /** Hot recommendations for the detail page: other items on sale, most sold first. */
  hot: z.array(shopItemSchema),
});
export type ShopItemResponse = z.infer<typeof shopItemResponseSchema>;

export const shopItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messages.catalog.productFailed);

// ── POST /api/orders: checkout order creation (002 §7; the spec does not show the path) ──────
const orderFailed = messages.payment.orderSubmitFailed;
const optionalText = (message: string, max: number) => textField(message).max(max, message).optional();

export const checkoutItemSchema = z.object({
  product_id: z.union([z.string(), z.number()], { error: orderFailed }).transform(String).pipe(shopItemIdSchema),
  quantity: z.number({ error: orderFailed }).int(orderFailed).positive(orderFailed).max(999, orderFailed),
  /** The client's price: ignored, every line is priced by the server. */
  price: z.unknown().optional(),
  type: z.unknown().optional(),
});

export const shopShippingMethodSchema = z.enum(['standard', 'express', 'pickup', 'none']);

export const checkoutRequestSchema = z.object({
  items: z.array(checkoutItemSchema, { error: messages.payment.orderItemsEmpty }).min(1, messages.payment.orderItemsEmpty).max(50, orderFailed),
  payment_method: z.enum(constants.orders.paymentMethods, { error: orderFailed }).default('balance'),
  customer_note: optionalText(orderFailed, 500),
  shipping_method: shopShippingMethodSchema.default('standard'),
  points_discount: z
    .number({ error: messages.points.insufficient })
    .int(messages.points.insufficient)
    .nonnegative(messages.points.insufficient)
    .default(0),
  coupon_id: couponIdField(orderFailed),
  // The invoice (required for card payment; missing fields come from the member's saved settings).
  invoice_type: optionalText(messages.invoice.typeRequired, 20),
  carrier_code: optionalText(messages.invoice.mobileCarrierInvalid, 20),
  buyer_ubn: optionalText(messages.invoice.taxIdInvalid, 20),
  buyer_name: optionalText(messages.invoice.companyTitleRequired, 60),
  donation_code: optionalText(messages.invoice.donationRequired, 20),
  email: optionalText(messages.invoice.emailInvalid, 254),
  // Not in the spec's field list: the recipient, typed in the checkout's address form (002 §5).
  recipient_name: optionalText(messages.address.nameRequired, 30),
  recipient_phone: optionalText(messages.address.phoneInvalid, 20),
  recipient_address: optionalText(messages.address.detailRequired, 200),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutRequestParsed = z.output<typeof checkoutRequestSchema>;

/** The checkout address form's rules (002 §5), shared by the form and the server. */
export function checkRecipient(r: { name?: string; phone?: string; address?: string }): { ok: true } | { ok: false; message: string } {
  const name = (r.name ?? '').trim();
  const phone = (r.phone ?? '').replace(/[\s-]/g, '');
  if (!name) return { ok: false, message: messages.address.nameRequired };
  if (/\S+@\S+/.test(name)) return { ok: false, message: messages.address.nameIsEmail };
  if (!phone) return { ok: false, message: messages.address.phoneRequired };
  if (!/^09\d{8}$/.test(phone)) return { ok: false, message: messages.address.phoneInvalid };
  if (!(r.address ?? '').trim()) return { ok: false, message: messages.address.detailRequired };
  return { ok: true };
}

/**
 * 統一編號 checksum (財政部, 2023 rule): digits weighted 1,2,1,2,1,2,4,1, each product's digits
 * summed; the total is a multiple of 5, or — when the 7th digit is 7 — the total plus 1 is.
 */
export function validTaxId(taxId: string): boolean {
  if (!/^\d{8}$/.test(taxId)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const sum = [...taxId].reduce((acc, d, i) => {
    const p = Number(d) * weights[i]!;
    return acc + Math.floor(p / 10) + (p % 10);
  }, 0);
  return sum % 5 === 0 || (taxId[6] === '7' && (sum + 1) % 5 === 0);
}

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_number: z.string(), status: z.string(), payment_method: z.enum(constants.orders.paymentMethods) }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ── GET /api/payment/mpg/{orderNumber} ──────────────────────────────────────────────────────
export const mpgFormResponseSchema = z.object({ success: z.literal(true), data: z.object({ form_html: z.string() }) });
export type MpgFormResponse = z.infer<typeof mpgFormResponseSchema>;

// ── GET /api/orders?page&per_page&status, GET /api/orders/{no}, GET /api/orders/status/counts ──
export const orderTabSchema = z.enum(constants.orders.listTabs);
export type OrderTab = z.infer<typeof orderTabSchema>;

/** An order number (GET /orders/{no}, /payment/mpg/{orderNumber}): an order's UUID, or a recharge's MerchantOrderNo. */
export const orderNumberSchema = z.string().regex(/^[0-9A-Za-z-]{1,64}$/, messages.payment.orderNumberNotFound);

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(constants.paging.ordersPerPage),
  status: z
    .string()
    .optional()
    .transform((s) => (orderTabSchema.safeParse(s).success ? (s as OrderTab) : 'all')),
});
export type OrdersQuery = z.output<typeof ordersQuerySchema>;

export const orderItemSchema = z.object({
  item_name: z.string(),
  item_image_url: z.string(),
  variation: z.string(),
  quantity: z.number().int().nonnegative(),
  unit_price: z.number().int().nonnegative(),
  subtotal: z.number().int().nonnegative(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The e-invoice an order was placed with, in the checkout request's field names. */
export const orderInvoiceSchema = z.object({
  invoice_type: z.enum(['personal', 'company', 'donation']),
  email: z.string(),
  carrier_code: z.string().nullable(),
  buyer_ubn: z.string().nullable(),
  buyer_name: z.string().nullable(),
  donation_code: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderSchema = z.object({
  order_number: z.string(),
  order_type: z.enum(constants.orders.types),
  status: z.enum(constants.orders.statuses),
  payment_status: z.enum(constants.orders.paymentStatuses),
  payment_method: z.enum(constants.orders.paymentMethods),
  shipping_method: z.string().nullable(),
  shipping_fee: z.number().int().nonnegative(),
  total_amount: z.number().int().nonnegative(),
  discount_amount: z.number().int().nonnegative(),
  coupon_discount: z.number().int().nonnegative(),
  final_amount: z.number().int().nonnegative(),
  is_token_payment: z.boolean(),
  token_amount: z.number().int().nonnegative(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  order_items: z.array(orderItemSchema),
  // Beyond the spec's list: what the list card shows as its title, and the delivery.
  product_name: z.string(),
  recipient: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
  customer_note: z.string().nullable(),
  /** The e-invoice recorded on the order (shop checkout, recharge); null when none was asked for. */
  invoice: orderInvoiceSchema.nullable(),
  /** Card payments that came too late (or for another amount) and are owed back to the card, NT$. */
  card_refund_due: z.number().int().nonnegative(),
  /** Of those, what staff have refunded at the gateway, NT$. */
  card_refunded: z.number().int().nonnegative(),
});
export type ShopOrder = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    data: z.array(orderSchema),
  }),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order: orderSchema, items: z.array(orderItemSchema) }),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderStatusCountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.record(orderTabSchema, z.number().int().nonnegative()),
});
export type OrderStatusCountsResponse = z.infer<typeof orderStatusCountsResponseSchema>;

// ── Staff: card payments owed back (not in the spec, whose admin routes are "not shown") ──
// GET /api/admin/card-refunds?status=due|refunded&page, POST /api/admin/card-refunds/{orderNumber}/refunded

export const cardRefundStatusSchema = z.enum(['due', 'refunded']);
export type CardRefundStatus = z.infer<typeof cardRefundStatusSchema>;

export const cardRefundsQuerySchema = z.object({
  status: cardRefundStatusSchema.default('due'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type CardRefundsQuery = z.output<typeof cardRefundsQuerySchema>;

export const staffCardRefundSchema = z.object({
  order_number: z.string(),
  user_id: z.string(),
  order_type: z.enum(constants.orders.types),
  /** Still owed back (due) or refunded (refunded), NT$. */
  amount: z.number().int().nonnegative(),
  /** When the last card payment owed back arrived. */
  paid_at: z.string().nullable(),
  /** The gateway trade number of the last card payment owed back. */
  trade_no: z.string().nullable(),
  /** The gateway's refund reference staff recorded; null while due. */
  reference: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type StaffCardRefund = z.infer<typeof staffCardRefundSchema>;

export const cardRefundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(staffCardRefundSchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type CardRefundsResponse = z.infer<typeof cardRefundsResponseSchema>;

export const markCardRefundedRequestSchema = z.object({
  reference: textField(messages.order.cardRefundReferenceRequired)
    .trim()
    .min(1, messages.order.cardRefundReferenceRequired)
    .max(64, messages.order.cardRefundReferenceRequired),
});
export type MarkCardRefundedRequest = z.input<typeof markCardRefundedRequestSchema>;

export const markCardRefundedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_number: z.string(), status: z.literal('refunded'), amount: z.number().int().nonnegative(), reference: z.string() }),
});
export type MarkCardRefundedResponse = z.infer<typeof markCardRefundedResponseSchema>;

export const cardRefundOrderNumberParamSchema = z.uuid();

/** POST /api/admin/card-refunds/{orderNumber}/refund refused by the gateway: staff fall back to recording a refund made in its console. */
export const cardRefundGatewayRefusedSchema = z.object({
  success: z.literal(false),
  /** messages.order.cardRefundGatewayRefused(gateway_message). */
  message: z.string(),
  /** What the gateway said. */
  gateway_message: z.string(),
});
export type CardRefundGatewayRefused = z.infer<typeof cardRefundGatewayRefusedSchema>;
