// Shapes every API answer shares.
import { z } from 'zod';

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field-level messages for a 400. */
  errors: z.record(z.string(), z.string()).optional(),
  /** Seconds left on a lock held by someone else (423). */
  remain: z.number().int().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A write that answers nothing but its success (webhooks, deletes, mark-as-read). */
export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
