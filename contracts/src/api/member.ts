// The member area (spec 002 §3, §7, §9): daily check-in and likes. All paths are under /api.
import { z } from 'zod';
import { checkInRewardTypeSchema } from '../events/member.events';
import { messages } from '../messages/messages';

// ── GET /api/user/check-in/status (user auth) ─────────────────────────────────────────────
export const checkInDayConfigSchema = z.object({
  day: z.number().int().min(1).max(7),
  type: checkInRewardTypeSchema,
  /** The day's headline amount: points for a points or combined day, the coupon's 元 for a coupon day. */
  amount: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  /** 0 when the day gives no coupon. */
  coupon_amount: z.number().int().nonnegative(),
  /** Days 3 and 5 give double (the amounts above are already doubled). */
  doubled: z.boolean(),
});
export type CheckInDayConfig = z.infer<typeof checkInDayConfigSchema>;

export const checkInStatusSchema = z.object({
  user_points: z.number().int().nonnegative(),
  has_checked_in_today: z.boolean(),
  /** Today's day in the cycle: the day checked in today, else the day a check-in now would be. */
  current_day: z.number().int().min(1).max(7),
  reward_config: z.array(checkInDayConfigSchema),
  /** YYYY-MM-DD in Taipei: the day the server counts as today. */
  today: z.string(),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;
export const checkInStatusResponseSchema = z.object({ success: z.literal(true), data: checkInStatusSchema });
export type CheckInStatusResponse = z.infer<typeof checkInStatusResponseSchema>;

// ── POST /api/user/check-in (user auth) ───────────────────────────────────────────────────
/** 200 → checked in, the reward is in the wallet; 409 → messages.checkIn.alreadyCheckedIn. */
export const checkInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ day: z.number().int().min(1).max(7), reward: checkInDayConfigSchema, user_points: z.number().int().nonnegative() }),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

// ── GET /api/user/check-in/history (user auth) ────────────────────────────────────────────
export const checkInHistoryEntrySchema = z.object({
  date: z.string(),
  day: z.number().int().min(1).max(7),
  type: checkInRewardTypeSchema,
  points: z.number().int().nonnegative(),
  coupon_amount: z.number().int().nonnegative(),
  doubled: z.boolean(),
  created_at: z.string(),
});
export type CheckInHistoryEntry = z.infer<typeof checkInHistoryEntrySchema>;
export const checkInHistoryResponseSchema = z.object({ success: z.literal(true), data: z.array(checkInHistoryEntrySchema) });
export type CheckInHistoryResponse = z.infer<typeof checkInHistoryResponseSchema>;

// ── GET /api/check-in/latest (no auth): the winners marquee ──────────────────────────────
export const checkInWinnerSchema = z.object({
  /** The member's name with all but its first character masked (王**). */
  name: z.string(),
  day: z.number().int().min(1).max(7),
  type: checkInRewardTypeSchema,
  points: z.number().int().nonnegative(),
  coupon_amount: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type CheckInWinner = z.infer<typeof checkInWinnerSchema>;
export const checkInLatestResponseSchema = z.object({ success: z.literal(true), data: z.array(checkInWinnerSchema) });
export type CheckInLatestResponse = z.infer<typeof checkInLatestResponseSchema>;

// ── Likes ──────────────────────────────────────────────────────────────────────────────────
export const likeProductIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messages.likes.productNotFound);

/** POST /api/products/{id}/toggle-like (user auth): 200 → the product's like state after the toggle; 404 → no such product. */
export const toggleLikeResponseSchema = z.object({ success: z.literal(true), data: z.object({ is_liked: z.boolean() }) });
export type ToggleLikeResponse = z.infer<typeof toggleLikeResponseSchema>;

/** GET /api/likes (user auth): newest like first. type 0 ichiban, 1 blind box, 2 gacha, other shop. */
export const likeItemSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  image_url: z.string(),
});
export type LikeItem = z.infer<typeof likeItemSchema>;
export const likesResponseSchema = z.object({ success: z.literal(true), data: z.array(likeItemSchema) });
export type LikesResponse = z.infer<typeof likesResponseSchema>;

// ── vip_info on GET /api/user ────────────────────────────────────────────────────────────
export const vipInfoSchema = z.object({
  vip_level: z.number().int().min(1).max(6),
  /** bronze, silver, gold, platinum, diamond, master. */
  vip_level_name: z.string(),
  /** Growth that counts towards the next level (1 per 1 元 spent on draws and the shop). */
  growth_points: z.number().int().nonnegative(),
  /** Growth the next level needs in all; null at the top level. */
  next_level_total_points: z.number().int().nonnegative().nullable(),
  /** Progress from this level's threshold to the next, 0 to 100 (100 at the top level). */
  progress_percentage: z.number().min(0).max(100),
  /** When a level 5 or 6 is next reviewed (ISO time); null for levels that never drop. */
  vip_expiry_date: z.string().nullable(),
  /** Same as growth_points (the spec names both). */
  total_points: z.number().int().nonnegative(),
  /** The percent of an order's price bonus points may pay at this level (000 §2, 002 §9). */
  points_discount_limit: z.number().int().min(1).max(100),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;
