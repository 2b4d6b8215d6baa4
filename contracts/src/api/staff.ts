// The staff console's reads (not in the spec: the design's support and auditor users). Every path
// is under /api/admin and refuses members and visitors with 403. Support's timeline is
// GET /api/admin/users/{userId}/events (api/user.ts); corrections are the wallet's staff calls
// (api/wallet.ts).
import { z } from 'zod';
import { roleSchema } from '../events/user.events';
import { messages } from '../messages/messages';
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

// ── GET /api/admin/audit/containers (roles auditor, admin) ────────────────────────────────
export const auditContainerSchema = z.object({
  /** The id the audit export takes: GET /api/audit/tubes/{id}/events for ichiban. */
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  status: z.enum(['open', 'sold_out', 'revealed']),
  total: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  commitment: z.string(),
  /** Only once revealed. */
  seed: z.string().nullable(),
  opened_at: z.iso.datetime({ offset: true }),
});
export type AuditContainer = z.infer<typeof auditContainerSchema>;

/** One section per container kind (ichiban tubes first); a product line adds its own kind. */
export const auditContainersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ kind: z.enum(['ichiban']), containers: z.array(auditContainerSchema) })),
});
export type AuditContainersResponse = z.infer<typeof auditContainersResponseSchema>;
export type AuditContainerKind = AuditContainersResponse['data'][number]['kind'];
