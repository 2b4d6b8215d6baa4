// Ichiban tube calls (spec 001 section 7).
import { z } from 'zod';

export const tubeIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '找不到籤筒ID，請重試');

export const lockStatusResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** Seconds left on the lock; 0 when free. */
  remain: z.number().int().nonnegative(),
  /** True when the caller holds the lock. Another user's id is never returned. */
  is_mine: z.boolean(),
});
export type LockStatusResponse = z.infer<typeof lockStatusResponseSchema>;

export const lockSchema = z.object({
  is_locked: z.boolean(),
  remain: z.number().int().nonnegative(),
  locked_by_other: z.boolean(),
});

export const lockTubeResponseSchema = z.object({ success: z.literal(true), lock: lockSchema });
export type LockTubeResponse = z.infer<typeof lockTubeResponseSchema>;

export const tubeInfoSchema = z.object({
  id: z.string(),
  raffle_tube_id: z.string(),
  product_id: z.string(),
  total_tickets: z.number().int(),
  remaining_tickets: z.number().int(),
  has_last_prize: z.boolean(),
  revision: z.number().int(),
});
export type TubeInfo = z.infer<typeof tubeInfoSchema>;

export const tubeTicketsResponseSchema = z.object({
  success: z.literal(true),
  tube_info: tubeInfoSchema,
  drawn_numbers: z.array(z.number().int().positive()),
});
export type TubeTicketsResponse = z.infer<typeof tubeTicketsResponseSchema>;

export const raffleStatusResponseSchema = z.object({
  success: z.literal(true),
  tubes: z.array(tubeInfoSchema),
});
export type RaffleStatusResponse = z.infer<typeof raffleStatusResponseSchema>;
