// The event envelope every stored fact shares: {type, data, metadata}.
import { z } from 'zod';

export const actorSchema = z.object({
  kind: z.enum(['user', 'support', 'system']),
  /** User or staff id; absent for system. Never sent to another user's browser. */
  id: z.string().min(1).optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export const eventMetadataSchema = z.object({
  actor: actorSchema,
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  /** ISO-8601 time at which the command that caused the event was decided. */
  occurredAt: z.iso.datetime({ offset: true }),
  /**
   * Version of the event's `data` shape, stamped at append when the type's current version is
   * above 1 (absent means 1). Readers upcast older versions: contracts/src/events/upcasters.ts.
   */
  schemaVersion: z.number().int().positive().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** Builds the zod schema of one event type: a literal `type` and its `data`. */
export function eventSchema<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({ type: z.literal(type), data });
}
