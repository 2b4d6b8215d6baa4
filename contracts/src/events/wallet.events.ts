// Facts on `wallet-<userId>` streams (tokens, bonus points, coupons) and on
// `recharge-<merchantOrderNo>` streams (one NewebPay MPG recharge from request to result).
import { z } from 'zod';
import { eventSchema } from './envelope';

const isoTime = z.iso.datetime({ offset: true });
const money = z.number().int().nonnegative();

// ── tokens ────────────────────────────────────────────────────────────────────────────────

export const tokensCreditedSchema = eventSchema(
  'TokensCredited',
  z.object({
    userId: z.string().min(1),
    amount: z.number().int().positive(),
    /** What paid for them, unique per wallet: `recharge:<MerchantOrderNo>`, `admin:<id>` … */
    reference: z.string().min(1),
    source: z.enum(['recharge', 'admin']),
    description: z.string(),
  }),
);

/** An order paid from the wallet. Always recorded, even for 0 tokens: it marks the order as paid. */
export const tokensDebitedSchema = eventSchema(
  'TokensDebited',
  z.object({ userId: z.string().min(1), orderId: z.string().min(1), amount: money, description: z.string() }),
);

/** An order's payment given back. Recorded once per order, even for 0 tokens. */
export const tokensRefundedSchema = eventSchema(
  'TokensRefunded',
  z.object({ userId: z.string().min(1), orderId: z.string().min(1), amount: money, reason: z.string() }),
);

/**
 * An order that was never paid will never be: recorded when a refund finds no payment (the
 * recovery gave up on the order first), so a payment arriving late for it is refused.
 */
export const orderPaymentVoidedSchema = eventSchema(
  'OrderPaymentVoided',
  z.object({ userId: z.string().min(1), orderId: z.string().min(1), reason: z.string() }),
);

// ── bonus points ──────────────────────────────────────────────────────────────────────────

export const pointsReasonSchema = z.enum([
  'order_payment',
  'order_refund',
  'rebate',
  /** A refunded order's rebate taken back (as much of it as is still unspent). */
  'rebate_refund',
  'check_in',
  'task',
  'invitation',
  'phone_binding',
  'admin',
  'points_exchange',
]);
export type PointsReason = z.infer<typeof pointsReasonSchema>;

export const pointsAdjustedSchema = eventSchema(
  'PointsAdjusted',
  z.object({
    userId: z.string().min(1),
    /** Positive: earned (a new lot that expires at `expiresAt`); negative: spent, oldest lots first. */
    delta: z
      .number()
      .int()
      .refine((n) => n !== 0),
    reason: pointsReasonSchema,
    /** Order id, check-in day, task claim …; with `reason` it makes an adjustment idempotent. */
    reference: z.string().min(1),
    description: z.string(),
    expiresAt: isoTime.optional(),
  }),
);

/** Every lot that expired at or before `expiredAt`, taken away together. */
export const pointsExpiredSchema = eventSchema(
  'PointsExpired',
  z.object({ userId: z.string().min(1), points: z.number().int().positive(), expiredAt: isoTime }),
);

// ── coupons ───────────────────────────────────────────────────────────────────────────────

export const couponGrantedSchema = eventSchema(
  'CouponGranted',
  z.object({
    userId: z.string().min(1),
    couponId: z.string().min(1),
    title: z.string().min(1),
    /** Discount in 元. */
    amount: z.number().int().positive(),
    /** 滿N元可用; 0 when any amount will do. */
    minPurchase: money,
    description: z.string(),
    /** Product categories (product type 0/1/2, or 'shop') it applies to; empty = any. */
    categoryIds: z.array(z.string()),
    /** Products it applies to; empty = any. */
    productIds: z.array(z.string()),
    expiresAt: isoTime,
    source: z.enum(['redeem', 'admin', 'check_in', 'pwa_install', 'vip', 'seed', 'points_exchange']),
    /** The redeem code that produced it (each code once per wallet). */
    code: z.string().optional(),
  }),
);

export const couponUsedSchema = eventSchema(
  'CouponUsed',
  z.object({ userId: z.string().min(1), couponId: z.string().min(1), orderId: z.string().min(1) }),
);

/** A refunded order gives its coupon back. */
export const couponReturnedSchema = eventSchema(
  'CouponReturned',
  z.object({ userId: z.string().min(1), couponId: z.string().min(1), orderId: z.string().min(1) }),
);

// ── tool cards ────────────────────────────────────────────────────────────────────────────

/** 提示卡 (shake_card) shows one item a blind-box slot is not; 透視卡 (insight_card) shows the slot's item. */
export const toolCardTypeSchema = z.enum(['shake_card', 'insight_card']);
export type ToolCardType = z.infer<typeof toolCardTypeSchema>;

/** Cards put into the wallet (VIP monthly, points exchange, staff, demo); once per `reference`. */
export const toolCardsGrantedSchema = eventSchema(
  'ToolCardsGranted',
  z.object({
    userId: z.string().min(1),
    cardType: toolCardTypeSchema,
    quantity: z.number().int().positive(),
    expiresAt: isoTime,
    reason: z.enum(['vip_monthly', 'points_exchange', 'admin', 'demo', 'task']),
    /** Unique per wallet: a repeated grant with the same reference is one grant. */
    reference: z.string().min(1),
  }),
);

/** One card spent, from the grant that expires first; once per `reference` (the use's id). */
export const toolCardUsedSchema = eventSchema(
  'ToolCardUsed',
  z.object({
    userId: z.string().min(1),
    cardType: toolCardTypeSchema,
    /** The grant the card came from. */
    grantReference: z.string().min(1),
    reference: z.string().min(1),
    /** What it was used on, e.g. `package-<id>#<slot>`. */
    usedOn: z.string(),
  }),
);

// ── recharge (on recharge-<merchantOrderNo>) ─────────────────────────────────────────────

export const rechargeInvoiceSchema = z.object({
  invoiceType: z.enum(['personal', 'company', 'donation']),
  email: z.string(),
  carrierCode: z.string().optional(),
  taxId: z.string().optional(),
  companyName: z.string().optional(),
  donationCode: z.string().optional(),
});

export const rechargeRequestedSchema = eventSchema(
  'RechargeRequested',
  z.object({ merchantOrderNo: z.string().min(1), userId: z.string().min(1), amount: z.number().int().positive(), invoice: rechargeInvoiceSchema }),
);

export const rechargePaidSchema = eventSchema(
  'RechargePaid',
  z.object({
    merchantOrderNo: z.string().min(1),
    userId: z.string().min(1),
    amount: z.number().int().positive(),
    tradeNo: z.string(),
    paymentType: z.string(),
    payTime: z.string(),
  }),
);

export const rechargeFailedSchema = eventSchema(
  'RechargeFailed',
  z.object({ merchantOrderNo: z.string().min(1), userId: z.string().min(1), status: z.string(), message: z.string() }),
);

export type TokensCredited = z.infer<typeof tokensCreditedSchema>;
export type TokensDebited = z.infer<typeof tokensDebitedSchema>;
export type TokensRefunded = z.infer<typeof tokensRefundedSchema>;
export type OrderPaymentVoided = z.infer<typeof orderPaymentVoidedSchema>;
export type PointsAdjusted = z.infer<typeof pointsAdjustedSchema>;
export type PointsExpired = z.infer<typeof pointsExpiredSchema>;
export type CouponGranted = z.infer<typeof couponGrantedSchema>;
export type CouponUsed = z.infer<typeof couponUsedSchema>;
export type CouponReturned = z.infer<typeof couponReturnedSchema>;
export type ToolCardsGranted = z.infer<typeof toolCardsGrantedSchema>;
export type ToolCardUsed = z.infer<typeof toolCardUsedSchema>;
export type WalletEvent =
  | TokensCredited
  | TokensDebited
  | TokensRefunded
  | OrderPaymentVoided
  | PointsAdjusted
  | PointsExpired
  | CouponGranted
  | CouponUsed
  | CouponReturned
  | ToolCardsGranted
  | ToolCardUsed;
export const walletEventSchemas = [
  tokensCreditedSchema,
  tokensDebitedSchema,
  tokensRefundedSchema,
  orderPaymentVoidedSchema,
  pointsAdjustedSchema,
  pointsExpiredSchema,
  couponGrantedSchema,
  couponUsedSchema,
  couponReturnedSchema,
  toolCardsGrantedSchema,
  toolCardUsedSchema,
] as const;

export type RechargeRequested = z.infer<typeof rechargeRequestedSchema>;
export type RechargePaid = z.infer<typeof rechargePaidSchema>;
export type RechargeFailed = z.infer<typeof rechargeFailedSchema>;
export type RechargeEvent = RechargeRequested | RechargePaid | RechargeFailed;
export const rechargeEventSchemas = [rechargeRequestedSchema, rechargePaidSchema, rechargeFailedSchema] as const;
