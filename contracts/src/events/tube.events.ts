// Facts on `tube-<id>` streams: an ichiban kuji tube of numbered tickets.
import { z } from 'zod';
import { eventSchema } from './envelope';

export const prizeTierSchema = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'LAST']);
export type PrizeTier = z.infer<typeof prizeTierSchema>;

export const tubePrizeSchema = z.object({
  tier: prizeTierSchema,
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  image_url: z.string(),
});

export const tubeOpenedSchema = eventSchema(
  'TubeOpened',
  z.object({
    tubeId: z.string().min(1),
    productId: z.string().min(1),
    totalTickets: z.number().int().positive(),
    /** The prize multiset; LAST (if any) is awarded to the buyer of the final ticket, not laid out. */
    prizes: z.array(tubePrizeSchema).min(1),
    /** SHA-256("tube-v1" || tubeId || seed), hex: the seed stays secret until sell-out. */
    commitment: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);

export const tubeLockedSchema = eventSchema(
  'TubeLocked',
  z.object({
    tubeId: z.string().min(1),
    userId: z.string().min(1),
    lockedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);

export const tubeLockReleasedSchema = eventSchema(
  'TubeLockReleased',
  z.object({
    tubeId: z.string().min(1),
    userId: z.string().min(1),
    reason: z.enum(['released', 'expired', 'sold_out']),
  }),
);

export type TubeOpened = z.infer<typeof tubeOpenedSchema>;
export type TubeLocked = z.infer<typeof tubeLockedSchema>;
export type TubeLockReleased = z.infer<typeof tubeLockReleasedSchema>;
export type TubeEvent = TubeOpened | TubeLocked | TubeLockReleased;
export const tubeEventSchemas = [tubeOpenedSchema, tubeLockedSchema, tubeLockReleasedSchema] as const;
