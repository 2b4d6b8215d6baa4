// The staff console's reads (not in the spec: the design's support and auditor users). Every path
// is under /api/admin and refuses members and visitors with 403. Support's timeline is
// GET /api/admin/users/{userId}/events (api/user.ts); corrections are the wallet's staff calls
// (api/wallet.ts).
import { z } from 'zod';
import { roleSchema } from '../events/user.events';
import { messages } from '../messages/messages';
import { parseTaipeiDateTime } from '../rules/sellability.rule';
import { textField } from './common';

// ── GET /api/admin/users?q= (roles support, admin) ────────────────────────────────────────
/** A phone number, a member id (uid), an order number or part of a name. */
export const memberSearchQuerySchema = z.object({ q: textField(messages.common.badRequest).trim().min(1).max(64) });
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberMatchSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  matched_by: z.enum(['phone', 'uid', 'order', 'name']),
});
export type MemberMatch = z.infer<typeof memberMatchSchema>;
export const memberSearchResponseSchema = z.object({ success: z.literal(true), data: z.array(memberMatchSchema) });
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

// ── POST /api/admin/users/{userId}/exports (roles support, admin) ───────────────────────────
/** Support records an export of the member's history (the browser builds the file from what it shows). */
export const recordExportRequestSchema = z.object({
  format: z.enum(['csv', 'ndjson'], { error: messages.common.badRequest }),
  events: z.number({ error: messages.common.badRequest }).int(messages.common.badRequest).nonnegative(messages.common.badRequest),
});
export type RecordExportRequest = z.infer<typeof recordExportRequestSchema>;
export const recordExportResponseSchema = z.object({ success: z.literal(true) });
export type RecordExportResponse = z.infer<typeof recordExportResponseSchema>;

// ── GET /api/admin/audit/containers (roles auditor, admin) ────────────────────────────────
export const auditContainerSchema = z.object({
  /**
   * The id the audit export takes: GET /api/audit/tubes/{id}/events for ichiban,
   * /api/audit/gacha/{id}/events for a machine, /api/audit/packages/{id}/events for a blind box.
   */
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  status: z.enum(['open', 'sold_out', 'revealed']),
  total: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  commitment: z.string(),
  /** Only once revealed. */
  seed: z.string().nullable(),
  /** When the container opened (a machine: null, its rounds are in its log). */
  opened_at: z.iso.datetime({ offset: true }).nullable(),
  /** Gacha only: the machine's current round (commitment and seed are that round's). */
  round: z.number().int().positive().nullable(),
});
export type AuditContainer = z.infer<typeof auditContainerSchema>;

/** One section per container kind (ichiban tubes first); a product line adds its own kind. */
export const auditContainersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ kind: z.enum(['ichiban', 'gacha', 'blindbox']), containers: z.array(auditContainerSchema) })),
});
export type AuditContainersResponse = z.infer<typeof auditContainersResponseSchema>;
export type AuditContainerKind = AuditContainersResponse['data'][number]['kind'];

// ── Admin catalogue (role admin) ──────────────────────────────────────────────────────────
// GET /api/admin/catalogue/products · POST /api/admin/catalogue/ichiban-products ·
// POST /api/admin/catalogue/products/{id}/off-sale · PUT …/products/{id}/schedule. Each write is recorded with the staff id.
const adminText = (max: number) =>
  textField(messages.common.saveFailed).trim().min(1, messages.common.saveFailed).max(max, messages.common.saveFailed);
/** Site paths ("/demo/products/x.svg") or https links; never javascript: or other schemes. */
const adminImage = textField(messages.common.saveFailed)
  .trim()
  .min(1, messages.common.saveFailed)
  .max(500, messages.common.saveFailed)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\//.test(v), messages.common.saveFailed);

export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  price: z.number().int(),
  image_url: z.string(),
  on_sale: z.boolean(),
  /** When it goes on sale and when its draws open (ISO instants; null: no limit). */
  release_date: z.string().nullable(),
  draw_date: z.string().nullable(),
  /** Ichiban only: tubes opened / still with tickets. */
  tubes: z.number().int().nonnegative(),
  open_tubes: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_by: z.string().nullable(),
  /** Blind box only: boxes opened / still with free slots. */
  packages: z.number().int().nonnegative(),
  open_packages: z.number().int().nonnegative(),
  /** Gacha only: the machine's current round and its capsules (null before it is stocked). */
  machine: z
    .object({ round: z.number().int().positive(), total: z.number().int().nonnegative(), remaining: z.number().int().nonnegative() })
    .nullable(),
  /** The prize table: ichiban tiers, gacha items, a blind-box series' figures in order (index = figure). */
  prizes: z.array(z.object({ tier: z.string(), name: z.string(), quantity: z.number().int().nonnegative(), image_url: z.string() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductsResponseSchema = z.object({ success: z.literal(true), data: z.array(adminProductSchema) });
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

const adminPrizeTierSchema = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'LAST'], { error: messages.common.saveFailed });
export const adminIchibanPrizeSchema = z.object({
  tier: adminPrizeTierSchema,
  name: adminText(60),
  quantity: z.number({ error: messages.common.saveFailed }).int().min(1, messages.common.saveFailed).max(1000, messages.common.saveFailed),
});
/**
 * A new ichiban product on sale at once, with `tubes` tubes of the same prizes. Every tier but
 * LAST is laid out in each tube (its ticket count is their sum, at most 1000); LAST, if given,
 * has quantity 1 and goes to the buyer of the final ticket.
 */
export const createIchibanProductRequestSchema = z
  .object({
    name: adminText(100),
    price: z.number({ error: messages.common.saveFailed }).int().min(1, messages.common.saveFailed).max(100_000, messages.common.saveFailed),
    description: textField(messages.common.saveFailed).trim().max(2000, messages.common.saveFailed).default(''),
    image_url: adminImage,
    tubes: z.number({ error: messages.common.saveFailed }).int().min(1, messages.common.saveFailed).max(20, messages.common.saveFailed),
    prizes: z
      .array(adminIchibanPrizeSchema, { error: messages.common.saveFailed })
      .min(1, messages.common.saveFailed)
      .max(8, messages.common.saveFailed),
  })
  .superRefine((v, ctx) => {
    const tiers = v.prizes.map((p) => p.tier);
    const laidOut = v.prizes.filter((p) => p.tier !== 'LAST');
    const tickets = laidOut.reduce((n, p) => n + p.quantity, 0);
    const last = v.prizes.find((p) => p.tier === 'LAST');
    const problem = new Set(tiers).size !== tiers.length || laidOut.length === 0 || tickets > 1000 || (last !== undefined && last.quantity !== 1);
    if (problem) ctx.addIssue({ code: 'custom', message: messages.common.saveFailed, path: ['prizes'] });
  });
export type CreateIchibanProductRequest = z.input<typeof createIchibanProductRequestSchema>;
export const createIchibanProductResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), tube_ids: z.array(z.string()), tickets_per_tube: z.number().int().positive() }),
});
export type CreateIchibanProductResponse = z.infer<typeof createIchibanProductResponseSchema>;

export const adminProductIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messages.catalog.productFailed);
export const takeOffSaleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), on_sale: z.literal(false) }),
});
export type TakeOffSaleResponse = z.infer<typeof takeOffSaleResponseSchema>;

/**
 * PUT /api/admin/catalogue/products/{id}/schedule: when a product goes on sale (release_date) and
 * when its draws open (draw_date); before either, shoppers see it but cannot buy (目前不可購買).
 * A time with no zone ("2026-12-01T20:00", as a datetime-local field sends it) is Taipei time;
 * null clears the limit. The draws cannot open before the sale does.
 */
const scheduleDate = z
  .string({ error: messages.common.saveFailed })
  .trim()
  .max(40, messages.common.saveFailed)
  .refine((v) => parseTaipeiDateTime(v) !== null, messages.common.saveFailed)
  .nullable();
export const productScheduleRequestSchema = z
  .object({ release_date: scheduleDate, draw_date: scheduleDate }, { error: messages.common.saveFailed })
  .refine(
    (v) => {
      const [release, draw] = [v.release_date, v.draw_date].map((d) => (d === null ? null : parseTaipeiDateTime(d)));
      return !release || !draw || draw.getTime() >= release.getTime();
    },
    { message: messages.common.saveFailed, path: ['draw_date'] },
  );
export type ProductScheduleRequest = z.input<typeof productScheduleRequestSchema>;
export const productScheduleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product_id: z.string(), release_date: z.string().nullable(), draw_date: z.string().nullable() }),
});
export type ProductScheduleResponse = z.infer<typeof productScheduleResponseSchema>;

// ── Staff accounts (role admin) ───────────────────────────────────────────────────────────
// GET /api/admin/staff-accounts: every account whose role is not member.
// PUT /api/admin/staff-accounts/role: give a user (found by phone or uid) a role, recorded as
// UserRoleChanged with the admin's id; an admin cannot remove their own admin role.
export const staffAccountSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsResponseSchema = z.object({ success: z.literal(true), data: z.array(staffAccountSchema) });
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;

export const changeRoleRequestSchema = z.object({
  /** The user's phone (09xxxxxxxx, dashes allowed) or member id (uid). */
  user: textField(messages.staffAccounts.userRequired)
    .trim()
    .min(1, messages.staffAccounts.userRequired)
    .max(64, messages.staffAccounts.userRequired),
  role: z.enum(roleSchema.options, { error: messages.staffAccounts.roleRequired }),
});
export type ChangeRoleRequest = z.input<typeof changeRoleRequestSchema>;
export const changeRoleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffAccountSchema.extend({ previous_role: roleSchema }),
});
export type ChangeRoleResponse = z.infer<typeof changeRoleResponseSchema>;
