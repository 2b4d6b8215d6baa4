// Facts of the member area: daily check-ins on `checkin-<userId>` streams and liked products on
// `likes-<userId>` streams.
import { z } from 'zod';
import { eventSchema } from './envelope';

export const checkInRewardTypeSchema = z.enum(['points', 'coupon', 'combined']);
export type CheckInRewardType = z.infer<typeof checkInRewardTypeSchema>;

/** What one check-in day gives, already doubled on a doubled day. */
export const checkInRewardSchema = z.object({
  type: checkInRewardTypeSchema,
  /** Bonus points (0 for a coupon-only day). */
  points: z.number().int().nonnegative(),
  /** A coupon of this many 元 (null for a points-only day). */
  coupon: z
    .object({ amount: z.number().int().positive(), minPurchase: z.number().int().nonnegative(), validDays: z.number().int().positive() })
    .nullable(),
});
export type CheckInReward = z.infer<typeof checkInRewardSchema>;

/** The member checked in on a Taipei calendar day: day `cycleDay` (1 to 7) of their cycle. */
export const checkedInSchema = eventSchema(
  'CheckedIn',
  z.object({
    userId: z.string().min(1),
    /** YYYY-MM-DD in Taipei. */
    date: z.iso.date(),
    cycleDay: z.number().int().min(1).max(7),
    doubled: z.boolean(),
    reward: checkInRewardSchema,
  }),
);

export const productLikedSchema = eventSchema('ProductLiked', z.object({ userId: z.string().min(1), productId: z.string().min(1) }));
export const productUnlikedSchema = eventSchema('ProductUnliked', z.object({ userId: z.string().min(1), productId: z.string().min(1) }));

export type CheckedIn = z.infer<typeof checkedInSchema>;
export type ProductLiked = z.infer<typeof productLikedSchema>;
export type ProductUnliked = z.infer<typeof productUnlikedSchema>;
/** Events of a `checkin-<userId>` stream. */
export type CheckInEvent = CheckedIn;
/** Events of a `likes-<userId>` stream. */
export type LikeEvent = ProductLiked | ProductUnliked;
export const memberEventSchemas = [checkedInSchema, productLikedSchema, productUnlikedSchema] as const;

/** The member claimed a task's growth points for one period (`tasks-<userId>` stream). */
export const taskRewardClaimedSchema = eventSchema(
  'TaskRewardClaimed',
  z.object({
    userId: z.string().min(1),
    taskId: z.string().min(1),
    /** The Taipei period claimed: YYYY-MM-DD (daily), W-YYYY-MM-DD its Monday (weekly), YYYY-MM (monthly). */
    period: z.string().min(1),
    growthPoints: z.number().int().positive(),
  }),
);
export type TaskRewardClaimed = z.infer<typeof taskRewardClaimedSchema>;
/** Events of a `tasks-<userId>` stream. */
export type TaskEvent = TaskRewardClaimed;
export const taskEventSchemas = [taskRewardClaimedSchema] as const;

/**
 * The member's growth took them to a higher VIP level (`vip-<userId>` stream): recorded by the
 * VIP level reactor once the growth ledger shows the growth (002 §4, §9).
 */
export const vipLevelReachedSchema = eventSchema(
  'VipLevelReached',
  z.object({
    userId: z.string().min(1),
    from: z.number().int().min(1).max(6),
    to: z.number().int().min(1).max(6),
    /** Growth counted towards the next level when the level was reached. */
    growth: z.number().int().nonnegative(),
  }),
);
/**
 * A level 5 or 6 was reviewed at the end of its 90-day period (`vip-<userId>` stream): `to` is
 * `from` when the period brought the growth the level needs, lower when it did not.
 */
export const vipLevelReviewedSchema = eventSchema(
  'VipLevelReviewed',
  z.object({
    userId: z.string().min(1),
    /** When the 90-day period ended (ISO time); one review per period. */
    periodEnd: z.iso.datetime(),
    from: z.number().int().min(5).max(6),
    to: z.number().int().min(4).max(6),
    /** Growth earned in the 90 days, and what `from` needed. */
    earned: z.number().int(),
    required: z.number().int().positive(),
  }),
);
export type VipLevelReached = z.infer<typeof vipLevelReachedSchema>;
export type VipLevelReviewed = z.infer<typeof vipLevelReviewedSchema>;
/** Events of a `vip-<userId>` stream. */
export type VipEvent = VipLevelReached | VipLevelReviewed;
export const vipEventSchemas = [vipLevelReachedSchema, vipLevelReviewedSchema] as const;
