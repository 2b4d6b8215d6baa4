// Member profile, visitor tracking, invitations and the support replay (spec 000 §3, §4, §7;
// 002 §3, §5, §7). All paths are under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { roleSchema } from '../events/user.events';
import { eventMetadataSchema } from '../events/envelope';
import type { MemberView } from '../folds/member-replay';
import { TIMELINE_KINDS, type TimelineKind } from '../folds/timeline-kind';
import { messages } from '../messages/messages';
import { textField } from './common';
import { vipInfoSchema } from './member';

// ── GET /api/user (user auth) ─────────────────────────────────────────────────────────────
export const badgeStatusSchema = z.object({
  show_checkin_badge: z.boolean(),
  show_notification_badge: z.boolean(),
});
export type BadgeStatus = z.infer<typeof badgeStatusSchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: roleSchema,
  /** Token balance (prepaid). */
  tokens: z.number().int().nonnegative(),
  /** Bonus points balance. */
  total_points: z.number().int().nonnegative(),
  badge_status: badgeStatusSchema,
  /** The member's own invitation code (/invite/{code}). */
  invitation_code: z.string().nullable(),
  /** Ids of the products the member likes (002 §3). */
  likedIds: z.array(z.string()),
  /** The member's VIP level and growth (002 §3). */
  vip_info: vipInfoSchema,
  /** Items waiting in the prize box (002 §3 User.box_count). */
  box_count: z.number().int().nonnegative(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** 200 → the member; 401 → signed out (clear the session, go to /login). */
export const userProfileResponseSchema = z.object({ success: z.literal(true), data: userProfileSchema });
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

// ── PUT /api/user/profile ─────────────────────────────────────────────────────────────────
export const updateProfileRequestSchema = z.object({
  name: textField(messages.settings.nameInvalid, messages.settings.nameRequired)
    .trim()
    .min(1, messages.settings.nameRequired)
    .max(constants.account.nameMaxLength, messages.settings.nameTooLong),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
/** 200 → saved (an unchanged name is accepted and changes nothing; the client says 未變更 first). */
export const updateProfileResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: userProfileSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

// ── POST /api/user/close-account (not in the spec: a member's right to erasure) ─────────────
/**
 * The member proves it is them with the account's password, or with an SMS code sent to the
 * account's phone (send-code with purpose `close`).
 */
export const closeAccountRequestSchema = z.union(
  [
    z.object({ password: z.string().min(1, messages.account.closeProofRequired).max(128, messages.account.closeProofRequired) }).strict(),
    z
      .object({
        code: z.string().regex(/^\d{6}$/, messages.auth.codeInvalid),
        session_info: z.string().min(1, messages.auth.codeInvalid).max(64, messages.auth.codeInvalid),
      })
      .strict(),
  ],
  { error: messages.account.closeProofRequired },
);
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;
/** 200 → closed, every session ended, personal data erased; 403 → closePasswordWrong; 400 → a code problem. */
export const closeAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

// ── POST /api/visitors/record (no auth; a bearer token, when sent, links the visit) ────────
/** `v_` + millisecond timestamp + random suffix (000 §3). */
export const visitorIdSchema = z.string().regex(/^v_\d{10,16}_?[A-Za-z0-9]{4,32}$/, messages.common.badRequest);

export const visitorRecordRequestSchema = z.object({
  visitor_id: visitorIdSchema,
  page_url: textField(messages.common.badRequest).max(2048).default(''),
  referrer: textField(messages.common.badRequest).max(2048).nullable().default(''),
  user_agent: textField(messages.common.badRequest).max(1024).default(''),
  is_logged_in: z.boolean().default(false),
});
export type VisitorRecordRequest = z.input<typeof visitorRecordRequestSchema>;
/** `recorded` is false when this visitor was already recorded today (Taipei day). */
export const visitorRecordResponseSchema = z.object({ success: z.literal(true), recorded: z.boolean() });
export type VisitorRecordResponse = z.infer<typeof visitorRecordResponseSchema>;
/** POST /visitors/cleanup-cache (staff): how many visitor records past their retention were removed. */
export const visitorCleanupResponseSchema = z.object({ success: z.literal(true), removed: z.number().int().nonnegative() });
export type VisitorCleanupResponse = z.infer<typeof visitorCleanupResponseSchema>;

// ── Invitations ──────────────────────────────────────────────────────────────────────────
/** Invitation codes: what a share link can carry. */
export const invitationCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,32}$/, messages.auth.invitationInvalid);

/** GET /api/invite/{code} (no auth): 200 → valid; 404 → messages.auth.invitationInvalid. */
export const invitationLandingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ inviter_name: z.string(), invitation_code: z.string() }),
});
export type InvitationLandingResponse = z.infer<typeof invitationLandingResponseSchema>;

/** GET /api/invitation/link (user auth). */
export const invitationLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ invitation_url: z.string(), invitation_code: z.string() }),
});
export type InvitationLinkResponse = z.infer<typeof invitationLinkResponseSchema>;

/** POST /api/invitation/register (user auth): accept an inviter after signing up (e.g. via Google). */
export const invitationRegisterRequestSchema = z.object({ invitation_code: invitationCodeSchema });
export type InvitationRegisterRequest = z.input<typeof invitationRegisterRequestSchema>;
/** 200 → recorded; 404 → invitationInvalid; 409 → already invited (or own code). */
export const invitationRegisterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type InvitationRegisterResponse = z.infer<typeof invitationRegisterResponseSchema>;

// ── GET /api/admin/users/{userId}/events?before=&limit=&kinds=&from=&to=&q= (roles support, admin) ──
/** A place in the shop's log, as the timeline pages by it: "<commit>.<prepare>". */
export const logPositionSchema = z.string().regex(/^\d{1,20}\.\d{1,20}$/, messages.common.badRequest);
const taipeiDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.common.badRequest);

/**
 * A page of the member's timeline, newest first: the `limit` events before `before` (the `next` of
 * the page after it; absent: the newest), of the given kinds (comma-separated; every kind when
 * absent), between two Taipei dates (both included), matching `q` (an order number or words of
 * an event's title).
 */
export const userHistoryQuerySchema = z.object({
  before: logPositionSchema.optional(),
  limit: z.coerce
    .number({ error: messages.common.badRequest })
    .int(messages.common.badRequest)
    .min(1, messages.common.badRequest)
    .max(500, messages.common.badRequest)
    .default(100),
  kinds: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(TIMELINE_KINDS as [TimelineKind, ...TimelineKind[]], { error: messages.common.badRequest })))
    .optional(),
  from: taipeiDay.optional(),
  to: taipeiDay.optional(),
  q: z.string().trim().max(64, messages.common.badRequest).optional(),
});
export type UserHistoryQuery = z.infer<typeof userHistoryQuerySchema>;

/** One stored event of the member's history; secrets (password hashes) are redacted. */
export const userHistoryEventSchema = z.object({
  stream_id: z.string(),
  revision: z.number().int().nonnegative(),
  /** Where it sits in the log: what `before` and the state at a point take. */
  position: logPositionSchema,
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  metadata: eventMetadataSchema,
});
export const userHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** The page's events, oldest first. */
  data: z.array(userHistoryEventSchema),
  /**
   * Earlier events the page's lines need to be told in words (the placing of their orders, the
   * grant of their coupons, the arrival of their prize-box items); not lines themselves.
   */
  context: z.array(userHistoryEventSchema),
  /** The `before` of the next (older) page; null on the oldest. */
  next: logPositionSchema.nullable(),
  /** The member's events of each kind, whatever the filters. */
  counts: z.record(z.enum(TIMELINE_KINDS as [TimelineKind, ...TimelineKind[]]), z.number().int().nonnegative()),
  /** The events the filters keep, over every page. */
  matching: z.number().int().nonnegative(),
  /** The member's name as their account has it now (empty once erased). */
  name: z.string(),
  /** Names of the staff who caused any of the events, by id (the actor of a correction, a shipment …). */
  staff: z.record(z.string(), z.string()),
  /** Names of the products the member liked or unliked, by id. */
  products: z.record(z.string(), z.string()),
});
export type UserHistoryResponse = z.infer<typeof userHistoryResponseSchema>;

// ── GET /api/admin/users/{userId}/state?at= (roles support, admin) ───────────────────────
/** The member's state right after the event at `at` (a position of their timeline); after their newest event when absent. */
export const memberStateQuerySchema = z.object({ at: logPositionSchema.optional() });
export type MemberStateQuery = z.infer<typeof memberStateQuerySchema>;

const replayBoxItemSchema = z.object({
  itemId: z.string(),
  orderId: z.string(),
  source: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  status: z.enum(['available', 'selected', 'paid', 'shipped', 'expired']),
});
const replayOrderSchema = z.object({
  orderId: z.string(),
  kind: z.string().nullable(),
  productName: z.string(),
  amount: z.number(),
  status: z.enum(['placed', 'paid', 'fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded']),
});
export const memberViewSchema = z.object({
  addresses: z.array(z.object({ addressId: z.string(), words: z.string(), isDefault: z.boolean() })).readonly(),
  tokens: z.number(),
  points: z.number(),
  lots: z.array(z.object({ remaining: z.number(), expiresAt: z.string().nullable() })),
  coupons: z.array(z.object({ couponId: z.string(), title: z.string(), amount: z.number(), status: z.enum(['available', 'used', 'expired']) })),
  toolCards: z.object({ shake_card: z.number(), insight_card: z.number() }),
  growth: z.number(),
  vipLevel: z.number(),
  box: z.array(replayBoxItemSchema).readonly(),
  openOrders: z.array(replayOrderSchema),
  account: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    phoneVerifiedAt: z.string().nullable(),
    invoice: z.string().nullable(),
    role: z.string().nullable(),
  }),
  likes: z.array(z.string()),
  checkIns: z.number(),
  lastCheckIn: z.string().nullable(),
}) satisfies z.ZodType<MemberView>;

export const memberStateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The member's state right after the event, and right after the one before it (the empty state before their first). */
    after: memberViewSchema,
    before: memberViewSchema,
    /** How many of the member's events were folded to reach it. */
    events: z.number().int().nonnegative(),
  }),
});
export type MemberStateResponse = z.infer<typeof memberStateResponseSchema>;
export const userIdParamSchema = z.string().regex(/^u_[a-f0-9]{16}$/, '找不到請求的資源');
