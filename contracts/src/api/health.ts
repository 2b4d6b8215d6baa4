import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
  eventStore: z.object({ ok: z.boolean(), kind: z.enum(['postgres', 'esdb']) }),
  projections: z.array(z.object({ name: z.string(), behind: z.boolean(), lagMs: z.number(), processed: z.number() })),
  /**
   * This process's projection subscription: `off` where another process (the projector) runs
   * them; `retrying` after the event store or database failed, with the failure in `lastError`.
   */
  runner: z.object({
    state: z.enum(['off', 'stopped', 'catching-up', 'live', 'retrying']),
    restarts: z.number(),
    lastError: z.string().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
