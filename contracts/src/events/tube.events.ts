// Facts on `tube-<id>` streams: an ichiban kuji tube of numbered tickets.
// Every event's data carries `prevHash`, the hash of the previous event of the stream
// (contracts/src/rules/tube-chain.rule.ts), so the tube's history is tamper-evident.
import { z } from 'zod';
import { eventSchema } from './envelope';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** A BLS12-381 G2 point, compressed (96 bytes), as lowercase hex. */
export const beaconPublicKeyHex = z.string().regex(/^[0-9a-f]{192}$/);
/** A BLS12-381 G1 point, compressed (48 bytes), as lowercase hex. */
export const beaconSignatureHex = z.string().regex(/^[0-9a-f]{96}$/);
/** Hash of the stream's previous event; 64 zeros for TubeOpened. */
const prevHash = hex64;

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
    commitment: hex64,
    /**
     * A beacon round published after this event (docs/fairness.md §7): its randomness is mixed into
     * the txid. Named together with the beacon's public key (G2, compressed, hex) it is checked against.
     * Optional: tubes opened before the beacon have neither.
     */
    beaconRound: z.number().int().positive().optional(),
    beaconPublicKey: beaconPublicKeyHex.optional(),
    prevHash,
  }),
);

export const tubeLockedSchema = eventSchema(
  'TubeLocked',
  z.object({
    tubeId: z.string().min(1),
    userId: z.string().min(1),
    lockedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    /**
     * When the holder first took the lock that this event renews: the 480 s cap counts from here.
     * Optional so that events written before it still parse (and hash) unchanged.
     */
    heldSince: z.iso.datetime({ offset: true }).optional(),
    prevHash,
  }),
);

export const tubeLockReleasedSchema = eventSchema(
  'TubeLockReleased',
  z.object({
    tubeId: z.string().min(1),
    userId: z.string().min(1),
    reason: z.enum(['released', 'expired', 'sold_out']),
    prevHash,
  }),
);

/**
 * Legacy (no longer appended: a card order now holds nothing until it is paid). A card order waited
 * for its payment and kept what it paid for: its picked numbers, or (numbers null) `count` of the
 * tube's free tickets, until `expiresAt` (its payment deadline). The rest of the tube stayed open to
 * everyone. It ended when the order drew its tickets, with TicketReservationEnded, or by itself at `expiresAt`.
 */
export const ticketsReservedSchema = eventSchema(
  'TicketsReserved',
  z.object({
    tubeId: z.string().min(1),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    numbers: z.array(z.number().int().positive()).nullable(),
    count: z.number().int().positive(),
    reservedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    prevHash,
  }),
);

/**
 * Legacy (no longer appended, as TicketsReserved). A card order's reservation ended before its
 * deadline without drawing: the order ended unpaid (its payment failed, or a rule refused it); the
 * order's own stream says why.
 */
export const ticketReservationEndedSchema = eventSchema(
  'TicketReservationEnded',
  z.object({
    tubeId: z.string().min(1),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    prevHash,
  }),
);

/** One ticket sold: which number, and the tier and prize fixed behind it when the tube opened. */
export const ticketDrawnSchema = eventSchema(
  'TicketDrawn',
  z.object({
    tubeId: z.string().min(1),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    number: z.number().int().positive(),
    tier: prizeTierSchema.exclude(['LAST']),
    prizeName: z.string().min(1),
    prevHash,
  }),
);

/** LAST goes to the buyer of the tube's final ticket. */
export const lastPrizeAwardedSchema = eventSchema(
  'LastPrizeAwarded',
  z.object({
    tubeId: z.string().min(1),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    /** The final ticket's number. */
    number: z.number().int().positive(),
    prizeName: z.string().min(1),
    prevHash,
  }),
);

export const tubeSoldOutSchema = eventSchema('TubeSoldOut', z.object({ tubeId: z.string().min(1), prevHash }));

/** After sell-out the secret seed is published: anyone can now recompute the layout. */
export const tubeSeedRevealedSchema = eventSchema(
  'TubeSeedRevealed',
  z.object({
    tubeId: z.string().min(1),
    seed: hex64,
    /** The round TubeOpened named, as the beacon published it: randomness = SHA-256(signature). */
    beaconRandomness: hex64.optional(),
    beaconSignature: beaconSignatureHex.optional(),
    prevHash,
  }),
);

export type TubeOpened = z.infer<typeof tubeOpenedSchema>;
export type TubeLocked = z.infer<typeof tubeLockedSchema>;
export type TubeLockReleased = z.infer<typeof tubeLockReleasedSchema>;
export type TicketsReserved = z.infer<typeof ticketsReservedSchema>;
export type TicketReservationEnded = z.infer<typeof ticketReservationEndedSchema>;
export type TicketDrawn = z.infer<typeof ticketDrawnSchema>;
export type LastPrizeAwarded = z.infer<typeof lastPrizeAwardedSchema>;
export type TubeSoldOut = z.infer<typeof tubeSoldOutSchema>;
export type TubeSeedRevealed = z.infer<typeof tubeSeedRevealedSchema>;
export type TubeEvent =
  | TubeOpened
  | TubeLocked
  | TubeLockReleased
  | TicketsReserved
  | TicketReservationEnded
  | TicketDrawn
  | LastPrizeAwarded
  | TubeSoldOut
  | TubeSeedRevealed;
export const tubeEventSchemas = [
  tubeOpenedSchema,
  tubeLockedSchema,
  tubeLockReleasedSchema,
  ticketsReservedSchema,
  ticketReservationEndedSchema,
  ticketDrawnSchema,
  lastPrizeAwardedSchema,
  tubeSoldOutSchema,
  tubeSeedRevealedSchema,
] as const;
