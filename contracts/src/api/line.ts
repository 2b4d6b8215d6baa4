// The line for a held tube (not in the spec): join, leave, claim an offered hold, and one's place.
// Routes under /raffle/tube/{tubeId}/line, all for a signed-in member; the tube id as the lock's.
import { z } from 'zod';
import { lockSchema } from './raffle';

/** The caller's own place: `place` counts from 1 among those waiting; an offered shopper has place 0 and `offer_remain`. */
export const linePlaceSchema = z.object({
  /** Opaque: the same string the room's `line:changed` lists, so a page finds its own place there. */
  ticket: z.string(),
  place: z.number().int().nonnegative(),
  /** Seconds left to claim the hold offered to the caller; null while waiting. */
  offer_remain: z.number().int().nonnegative().nullable(),
  /** Estimated seconds until the caller is offered the hold (0 when offered). */
  eta_seconds: z.number().int().nonnegative(),
});
export type LinePlace = z.infer<typeof linePlaceSchema>;

// ── POST /raffle/tube/{tubeId}/line/join ── joining again answers the place already held.
export const joinLineResponseSchema = z.object({ success: z.literal(true), line: linePlaceSchema });
export type JoinLineResponse = z.infer<typeof joinLineResponseSchema>;

// ── POST /raffle/tube/{tubeId}/line/leave ── safe to repeat; sent when the page is left.
export const leaveLineResponseSchema = z.object({
  success: z.literal(true),
  /** False when the caller was not in the line. */
  left: z.boolean(),
});
export type LeaveLineResponse = z.infer<typeof leaveLineResponseSchema>;

// ── POST /raffle/tube/{tubeId}/line/claim ── takes the offered hold with the normal lock (every hold rule applies).
export const claimLineOfferResponseSchema = z.object({ success: z.literal(true), lock: lockSchema });
export type ClaimLineOfferResponse = z.infer<typeof claimLineOfferResponseSchema>;

// ── GET /raffle/tube/{tubeId}/line ── the caller's place (null when not in the line) and how many wait.
export const lineStatusResponseSchema = z.object({
  success: z.literal(true),
  mine: linePlaceSchema.nullable(),
  waiting: z.number().int().nonnegative(),
});
export type LineStatusResponse = z.infer<typeof lineStatusResponseSchema>;
