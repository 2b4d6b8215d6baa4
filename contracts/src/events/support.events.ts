// Facts on `support-<userId>` streams: what staff did with a member's case that is not a change to
// the member's own streams (a correction is a wallet event; an export of their history is here).
import { z } from 'zod';
import { eventSchema } from './envelope';

/** A staff member exported the member's history, to attach to a case: as shown (CSV of the lines) or the raw log. */
export const memberHistoryExportedSchema = eventSchema(
  'MemberHistoryExported',
  z.object({
    userId: z.string().min(1),
    /** The staff member who exported it. */
    staffId: z.string().min(1),
    format: z.enum(['csv', 'ndjson']),
    /** How many events the export held. */
    events: z.number().int().nonnegative(),
  }),
);
export type MemberHistoryExported = z.infer<typeof memberHistoryExportedSchema>;
/** Events of a `support-<userId>` stream. */
export type SupportEvent = MemberHistoryExported;
export const supportEventSchemas = [memberHistoryExportedSchema] as const;
