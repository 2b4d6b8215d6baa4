// Wallet calls: token balance, bonus points, coupons (000 §7; 002 §7 "Points, balance,
// recharge") and recharge through NewebPay MPG. Paths are under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';
import { textField } from './common';

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

// ── GET /api/user/balance ────────────────────────────────────────────────────────────────
export const balanceResponseSchema = z.object({ success: z.literal(true), data: z.object({ tokens: z.number().int().nonnegative() }) });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

// ── GET /api/user/points/balance ────────────────────────────────────────────────────────
export const pointsBalanceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    points: z.number().int().nonnegative(),
    /** The oldest lot still held: how many points expire next, and when (null when none). */
    next_expiry: z.object({ points: z.number().int().positive(), expires_at: z.string() }).nullable(),
  }),
});
export type PointsBalanceResponse = z.infer<typeof pointsBalanceResponseSchema>;

// ── GET /api/user/points/history?page&per_page ──────────────────────────────────────────
export const pointsHistoryQuerySchema = z.object({
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(100).default(constants.points.historyPageSize),
});
export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuerySchema>;

export const pointsHistoryEntrySchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Positive when earned, negative when spent or expired. */
  points: z.number().int(),
  created_at: z.string(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;

export const pointsHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(pointsHistoryEntrySchema),
  current_page: z.number().int(),
  pagination: z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), has_more: z.boolean() }),
});
export type PointsHistoryResponse = z.infer<typeof pointsHistoryResponseSchema>;

// ── coupons ─────────────────────────────────────────────────────────────────────────────
/** available / unavailable in the asked context (000 §3), used or expired (the /coupons tabs). */
export const couponTypeSchema = z.enum(['available', 'unavailable', 'used', 'expired']);
export type CouponType = z.infer<typeof couponTypeSchema>;

export const couponSchema = z.object({
  id: z.string(),
  coupon_id: z.string(),
  title: z.string(),
  /** Discount in 元. */
  amount: z.number().int(),
  /** Shown as 滿N元可用; 0 means no minimum. */
  min_purchase: z.number().int(),
  /** ISO time after which it can no longer be used. */
  expiry: z.string(),
  description: z.string(),
  /** Text; 無限制 when unrestricted. */
  category_restrictions: z.string(),
  product_restrictions: z.string(),
  type: couponTypeSchema,
  /** Why an otherwise valid coupon does not fit this context (e.g. 滿500元可用). */
  unavailable_reason: z.string().optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /api/user/coupons: with category_id / product_id / amount, available ones that do not fit become unavailable. */
export const couponsQuerySchema = z.object({
  category_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  product_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /** The order amount in 元; defaults to the product's price when product_id is given. */
  amount: z.coerce.number().int().nonnegative().optional(),
});
export type CouponsQuery = z.infer<typeof couponsQuerySchema>;

export const couponCountsSchema = z.object({ available: z.number().int(), used: z.number().int(), expired: z.number().int() });

export const couponsResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  data: z.array(couponSchema),
  counts: couponCountsSchema,
});
export type CouponsResponse = z.infer<typeof couponsResponseSchema>;

// ── POST /api/user/coupons/redeem ───────────────────────────────────────────────────────
export const redeemCouponRequestSchema = z.object({
  code: textField(messages.coupon.redeemFailed, messages.coupon.codeRequired)
    .trim()
    .min(1, messages.coupon.codeRequired)
    .max(64, messages.coupon.redeemFailed),
});
export type RedeemCouponRequest = z.infer<typeof redeemCouponRequestSchema>;

export const redeemCouponResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  coupon: couponSchema,
  updated_coupons: z.array(couponSchema),
});
export type RedeemCouponResponse = z.infer<typeof redeemCouponResponseSchema>;

// ── POST /api/recharge ──────────────────────────────────────────────────────────────────
export const rechargeAmountSchema = z.coerce
  .number({ error: messages.recharge.failed })
  .int(messages.recharge.failed)
  .refine((n) => (constants.recharge.amounts as readonly number[]).includes(n), messages.recharge.failed);

/** An invoice field the server may fill in from the settings; what cannot be stored is refused with the field's message. */
const optionalField = (message: string) => textField(message).trim().max(254, message).optional();

/**
 * The body: an amount and the invoice fields, any of which may be left out; the server fills them
 * from the member's saved invoice settings and then runs the pre-checks (`checkInvoice`, 002 §5).
 * A failure answers 400 with `redirect: '/settings/invoice'` so the client sends the user there.
 */
export const rechargeRequestSchema = z.object({
  amount: rechargeAmountSchema,
  invoice_type: optionalField(messages.invoice.typeRequired),
  email: optionalField(messages.invoice.emailInvalid),
  carrier_code: optionalField(messages.invoice.mobileCarrierInvalid),
  tax_id: optionalField(messages.invoice.taxIdInvalid),
  company_name: optionalField(messages.invoice.companyTitleRequired),
  donation_code: optionalField(messages.invoice.donationRequired),
});
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;

/** Where the client sends the user when a recharge pre-check fails. */
export const RECHARGE_INVOICE_SETTINGS_PATH = '/settings/invoice';
/** Its query parameter naming the page that sent the member there (a recharge): saving returns to it. */
export const INVOICE_SETTINGS_RETURN_PARAM = 'return';

export const rechargeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** An HTML <form> posting MerchantID, TradeInfo, TradeSha and Version to the gateway, with a script that submits it. */
    payment_form: z.string(),
    merchant_order_no: z.string(),
    amount: z.number().int(),
  }),
});
export type RechargeResponse = z.infer<typeof rechargeResponseSchema>;

/** Query of /recharge/complete, where the server's return handler sends the browser. */
export const rechargeCompleteQuerySchema = z.object({
  status: z.enum(['success', 'cancelled']),
  order_no: z.string().optional(),
  amount: z.coerce.number().int().optional(),
  message: z.string().optional(),
});
export type RechargeCompleteQuery = z.infer<typeof rechargeCompleteQuerySchema>;

// ── GET /api/recharge/history?page&start_date&end_date ──────────────────────────────────
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式錯誤');
export const rechargeHistoryQuerySchema = z.object({
  page: pageParam,
  /** YYYY-MM-DD (Asia/Taipei); default the previous month's first day, never more than a year back. */
  start_date: dateOnly.optional(),
  end_date: dateOnly.optional(),
});
export type RechargeHistoryQuery = z.infer<typeof rechargeHistoryQuerySchema>;

export const rechargeHistoryEntrySchema = z.object({
  id: z.string(),
  /** recharge: tokens bought; purchase: tokens spent on an order; refund: tokens given back. */
  transaction_type: z.enum(['recharge', 'purchase', 'refund', 'credit']),
  reference_name: z.string(),
  payment_method: z.string(),
  /** cancelled: abandoned at the gateway (still pending after its time limit) or cancelled there. */
  payment_status: z.enum(['pending', 'paid', 'failed', 'refunded', 'cancelled']),
  /** Tokens: positive when received, negative when spent. */
  amount: z.number().int(),
  transaction_date: z.string(),
  items_data: z
    .object({
      product: z.object({ name: z.string() }),
      items: z.array(z.object({ name: z.string(), rarity: z.string() })),
      token_payment: z.object({ token_amount: z.number().int(), payment_time: z.string() }),
    })
    .nullable(),
});
export type RechargeHistoryEntry = z.infer<typeof rechargeHistoryEntrySchema>;

export const rechargeHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(rechargeHistoryEntrySchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type RechargeHistoryResponse = z.infer<typeof rechargeHistoryResponseSchema>;

/** NewebPay's form post to the notify and return URLs (and ours to the gateway). */
export const mpgFormPostSchema = z.object({
  Status: z.string().max(64).optional(),
  MerchantID: z.string().min(1).max(64),
  TradeInfo: z
    .string()
    .regex(/^[0-9a-fA-F]+$/)
    .max(20_000),
  TradeSha: z.string().regex(/^[0-9A-Fa-f]{64}$/),
  Version: z.string().max(16),
});
export type MpgFormPost = z.infer<typeof mpgFormPostSchema>;

// ── staff: grant a coupon, adjust bonus points (roles admin and support) ─────────────────
export const walletUserIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '找不到請求的資源');

/** POST /api/admin/wallet/{userId}/coupons */
export const grantCouponRequestSchema = z.object({
  title: textField(messages.common.badRequest).trim().min(1).max(60),
  amount: z.number().int().positive().max(100_000),
  min_purchase: z.number().int().nonnegative().default(0),
  /** The reason: a staff grant is a correction and says why. */
  description: textField(messages.common.badRequest).trim().min(1).max(500),
  category_ids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .max(20)
    .default([]),
  product_ids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .max(100)
    .default([]),
  valid_days: z.number().int().min(1).max(3650),
  /** Makes the grant idempotent: the same reference grants one coupon. */
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type GrantCouponRequest = z.infer<typeof grantCouponRequestSchema>;

/** POST /api/admin/wallet/{userId}/points */
export const adjustPointsRequestSchema = z.object({
  delta: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000),
  description: textField(messages.common.badRequest).trim().min(1).max(100),
  /** Makes the adjustment idempotent. */
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type AdjustPointsRequest = z.infer<typeof adjustPointsRequestSchema>;

/** POST /api/admin/wallet/{userId}/tokens: a token correction (staff), with its reason. */
export const grantTokensRequestSchema = z.object({
  amount: z.number().int().positive().max(1_000_000),
  description: textField(messages.common.badRequest).trim().min(1).max(100),
  /** Makes the grant idempotent. */
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type GrantTokensRequest = z.infer<typeof grantTokensRequestSchema>;

export const walletAdjustedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ tokens: z.number().int(), points: z.number().int(), coupon_id: z.string().optional() }),
});
export type WalletAdjustedResponse = z.infer<typeof walletAdjustedResponseSchema>;

// ── NewebPay credit-card close (refund) API: what the shop posts and what the gateway (or the dev gateway) answers ──
export const cardCloseFormPostSchema = z.object({
  MerchantID_: z.string().min(1).max(64),
  PostData_: z
    .string()
    .regex(/^[0-9a-fA-F]+$/)
    .max(20_000),
});
export type CardCloseFormPost = z.infer<typeof cardCloseFormPostSchema>;

export const cardCloseAnswerSchema = z.object({
  /** SUCCESS, or the gateway's error code. */
  Status: z.string(),
  Message: z.string().optional().default(''),
  Result: z
    .union([
      z.object({
        MerchantID: z.string().optional(),
        TradeNo: z.string().optional(),
        MerchantOrderNo: z.string().optional(),
        Amt: z.coerce.number().optional(),
      }),
      z.array(z.unknown()),
    ])
    .optional(),
});
export type CardCloseAnswer = z.infer<typeof cardCloseAnswerSchema>;
