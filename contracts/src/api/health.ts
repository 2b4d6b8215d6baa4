import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
  eventStore: z.object({ ok: z.boolean(), kind: z.enum(['postgres', 'esdb']) }),
  projections: z.array(z.object({ name: z.string(), behind: z.boolean(), lagMs: z.number(), processed: z.number() })),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
