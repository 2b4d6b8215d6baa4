// The staff console's content tables beyond editorial rows (not in the spec, whose admin routes are
// "not shown"; admin role, 403 to members and visitors): coupon redeem codes, the check-in reward
// table, and the orders whose payment the purchase recovery voided (support and admin).
import { z } from 'zod';
import { messages } from '../messages/messages';
import { textField } from './common';

const m = messages.staffContent;
const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

// ── Coupon codes: GET/POST /api/admin/coupon-codes ────────────────────────────────────────
/**
 * A redeem code and the coupon it grants. The server's coupons take a fixed amount off (元) above a
 * minimum, limited to product types ('1' blind box, '2' gacha, 'shop'; ichiban takes no coupons)
 * or products; a percentage coupon is not something the wallet can apply, so none is offered.
 */
export const couponCategorySchema = z.enum(['1', '2', 'shop'], { error: m.categoryInvalid });
export const createCouponCodeRequestSchema = z.object({
  code: textField(m.codeInvalid)
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,30}$/, m.codeInvalid)
    .transform((v) => v.toUpperCase()),
  title: textField(m.titleRequired).trim().min(1, m.titleRequired).max(60, m.titleRequired),
  description: textField(m.descriptionTooLong).trim().max(200, m.descriptionTooLong).default(''),
  amount: int(m.amountInvalid, 1, 100_000),
  min_purchase: int(m.minPurchaseInvalid, 0, 1_000_000).default(0),
  category_ids: z.array(couponCategorySchema, { error: m.categoryInvalid }).max(3, m.categoryInvalid).default([]),
  product_ids: z
    .array(textField(m.productNotFound).trim().min(1, m.productNotFound).max(64, m.productNotFound), { error: m.productsInvalid })
    .max(20, m.productsInvalid)
    .default([]),
  /** The granted coupon expires this many days after it is redeemed. */
  valid_days: int(m.validDaysInvalid, 1, 365),
  /** The code can be redeemed until then; null: no end. */
  redeemable_until: z.iso.datetime({ offset: true, error: m.untilInvalid }).nullable().default(null),
  /** How many members may redeem it in all; null: no limit. */
  max_redemptions: int(m.maxRedemptionsInvalid, 1, 1_000_000).nullable().default(null),
});
export type CreateCouponCodeRequest = z.input<typeof createCouponCodeRequestSchema>;

export const adminCouponCodeSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  amount: z.number().int(),
  min_purchase: z.number().int(),
  category_ids: z.array(z.string()),
  product_ids: z.array(z.string()),
  valid_days: z.number().int(),
  redeemable_until: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  /** Members who redeemed it. */
  redeemed: z.number().int().nonnegative(),
  created_at: z.string(),
  /** The admin who created it; null for codes made before staff were recorded (demo seed). */
  created_by: z.string().nullable(),
  /** That admin's name as their account shows it now; null with created_by, or for an account since gone. */
  created_by_name: z.string().nullable(),
});
export type AdminCouponCode = z.infer<typeof adminCouponCodeSchema>;
export const adminCouponCodesResponseSchema = z.object({ success: z.literal(true), data: z.array(adminCouponCodeSchema) });
export type AdminCouponCodesResponse = z.infer<typeof adminCouponCodesResponseSchema>;
export const createCouponCodeResponseSchema = z.object({ success: z.literal(true), data: adminCouponCodeSchema });
export type CreateCouponCodeResponse = z.infer<typeof createCouponCodeResponseSchema>;

// ── POST /api/admin/coupon-codes/{code}/end: stop redeeming a code now (e.g. a leaked code) ──
/** The code in the path, matched like the create form's code (case-insensitive, stored upper-case). */
export const couponCodeParamSchema = createCouponCodeRequestSchema.shape.code;
/** The code with its redeemable_until set to the moment it ended; 409 when it had already ended. */
export const endCouponCodeResponseSchema = createCouponCodeResponseSchema;
export type EndCouponCodeResponse = z.infer<typeof endCouponCodeResponseSchema>;

// ── PUT /api/admin/coupon-codes/{code}: edit what a code promises from now on ──────────────
/**
 * The parts of a code that may change once members hold its coupons: its name and words, until when
 * it can be redeemed, and how many members may redeem it. What a coupon is worth stays as created:
 * coupons already granted keep the terms they were granted with.
 */
export const updateCouponCodeRequestSchema = createCouponCodeRequestSchema.pick({
  title: true,
  description: true,
  redeemable_until: true,
  max_redemptions: true,
});
export type UpdateCouponCodeRequest = z.input<typeof updateCouponCodeRequestSchema>;
/** The code as edited; 400 unchanged / untilPast / below redeemed, 404 no such code, 409 already ended. */
export const updateCouponCodeResponseSchema = createCouponCodeResponseSchema;
export type UpdateCouponCodeResponse = z.infer<typeof updateCouponCodeResponseSchema>;

// ── Check-in reward table: GET /api/admin/check-in-rewards, PUT …/{day} ──────────────────
export const checkInRewardDaySchema = z.coerce.number({ error: m.dayInvalid }).int(m.dayInvalid).min(1, m.dayInvalid).max(7, m.dayInvalid);
/** One cycle day's reward before the day-3 and day-5 doubling: points, a coupon, or both (at least one). */
export const putCheckInRewardRequestSchema = z
  .object({
    points: int(m.rewardPointsInvalid, 0, 100_000),
    coupon_amount: int(m.amountInvalid, 0, 100_000),
    coupon_min_purchase: int(m.minPurchaseInvalid, 0, 1_000_000).default(0),
    coupon_valid_days: int(m.validDaysInvalid, 1, 365).default(30),
  })
  .refine((r) => r.points > 0 || r.coupon_amount > 0, { message: m.rewardEmpty });
export type PutCheckInRewardRequest = z.input<typeof putCheckInRewardRequestSchema>;
export const adminCheckInRewardSchema = z.object({
  day: z.number().int().min(1).max(7),
  type: z.enum(['points', 'coupon', 'combined']),
  points: z.number().int(),
  coupon_amount: z.number().int(),
  coupon_min_purchase: z.number().int(),
  coupon_valid_days: z.number().int(),
});
export type AdminCheckInReward = z.infer<typeof adminCheckInRewardSchema>;
export const adminCheckInRewardsResponseSchema = z.object({ success: z.literal(true), data: z.array(adminCheckInRewardSchema) });
export type AdminCheckInRewardsResponse = z.infer<typeof adminCheckInRewardsResponseSchema>;
export const putCheckInRewardResponseSchema = z.object({ success: z.literal(true), data: adminCheckInRewardSchema });
export type PutCheckInRewardResponse = z.infer<typeof putCheckInRewardResponseSchema>;

// ── GET /api/admin/voided-payments (roles support, admin) ─────────────────────────────────
/** An order the purchase recovery ended before it was paid: the wallet voided its payment, so a late payment is refused. */
export const voidedPaymentSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  /** The member's name when the account read model has them. */
  member_name: z.string().nullable(),
  /** What was ordered, from the order history (null when it has no row for the order). */
  product_name: z.string().nullable(),
  payment_method: z.string().nullable(),
  /** Why it was voided, as recorded (zh-TW). */
  reason: z.string(),
  voided_at: z.string(),
});
export type VoidedPayment = z.infer<typeof voidedPaymentSchema>;
/** Newest first, the latest 200. */
export const voidedPaymentsResponseSchema = z.object({ success: z.literal(true), data: z.array(voidedPaymentSchema) });
export type VoidedPaymentsResponse = z.infer<typeof voidedPaymentsResponseSchema>;
