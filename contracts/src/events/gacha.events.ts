// Facts on `gacha-<productId>` streams: one capsule machine. A stocking (round) fills it with a
// finite multiset of items whose capsule order is fixed by a secret seed and committed to before
// any sale (rules/gacha-fairness.rule.ts); draws take capsules in that order. Like a tube's, every
// event's data carries `prevHash`, the hash of the stream's previous event (64 zeros first).
import { z } from 'zod';
import { eventSchema } from './envelope';
import { beaconPublicKeyHex, beaconSignatureHex } from './tube.events';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const prevHash = hex64;

export const gachaRaritySchema = z.enum(['common', 'rare', 'secret']);
export type GachaRarity = z.infer<typeof gachaRaritySchema>;

export const gachaItemSchema = z.object({
  /** Stable across restocks: the collection counts it. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().min(1),
  rarity: gachaRaritySchema,
  image_url: z.string(),
  /** Capsules of this item in the round. */
  quantity: z.number().int().positive(),
});
export type GachaItem = z.infer<typeof gachaItemSchema>;

/** A round begins: the machine holds these capsules, in an order committed to by `commitment`. */
export const gachaStockedSchema = eventSchema(
  'GachaStocked',
  z.object({
    machineId: z.string().min(1),
    productId: z.string().min(1),
    /** 1 for the first stocking; each restock is the next round, with a new seed. */
    round: z.number().int().positive(),
    items: z.array(gachaItemSchema).min(1),
    /**
     * The fairness scheme of the round (docs/fairness.md §9): absent in rounds stocked under "gacha-v1"
     * (SHA-256("gacha-v1" || machineId ":" round || seed)); "gacha-v2" commits to the item list too;
     * "gacha-v3" also names the beacon key, and each capsule is drawn at a beacon round named at payment.
     */
    scheme: z.enum(['gacha-v2', 'gacha-v3']).optional(),
    /** gacha-v3: the beacon public key every round named by this round's purchases verifies against (§7). */
    beaconPublicKey: beaconPublicKeyHex.optional(),
    /** The round's commitment to its capsule order, hex (gachaRoundCommitment). */
    commitment: hex64,
    prevHash,
  }),
);

/**
 * gacha-v3: a paid purchase holds one capsule of the round (stock reserved), to be drawn from what
 * is left once `beaconRound` is published. `position` is its place among the round's purchases.
 */
export const capsuleReservedSchema = eventSchema(
  'CapsuleReserved',
  z.object({
    machineId: z.string().min(1),
    round: z.number().int().positive(),
    /** 1-based: the n-th purchase of the round. */
    position: z.number().int().positive(),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    /** The first beacon round published at least one second after the purchase was decided. */
    beaconRound: z.number().int().positive(),
    prevHash,
  }),
);

/**
 * One capsule sold. gacha-v1/v2: the next position of the round's committed order, and the item in
 * it. gacha-v3: the reserved capsule at `position`, drawn from the remaining stock with the signed
 * beacon round it names.
 */
export const capsuleDrawnSchema = eventSchema(
  'CapsuleDrawn',
  z.object({
    machineId: z.string().min(1),
    round: z.number().int().positive(),
    /** 1-based position in the round's capsule order. */
    position: z.number().int().positive(),
    orderId: z.string().min(1),
    userId: z.string().min(1),
    itemId: z.string().min(1),
    itemName: z.string().min(1),
    rarity: gachaRaritySchema,
    /** gacha-v3: the beacon round the purchase named, as the beacon signed it. */
    beaconRound: z.number().int().positive().optional(),
    beaconSignature: beaconSignatureHex.optional(),
    beaconRandomness: hex64.optional(),
    prevHash,
  }),
);

export const gachaSoldOutSchema = eventSchema(
  'GachaSoldOut',
  z.object({ machineId: z.string().min(1), round: z.number().int().positive(), prevHash }),
);

/** The round's seed, published at sell-out or when staff restock (which ends the round). */
export const gachaSeedRevealedSchema = eventSchema(
  'GachaSeedRevealed',
  z.object({ machineId: z.string().min(1), round: z.number().int().positive(), seed: hex64, prevHash }),
);

export type GachaStocked = z.infer<typeof gachaStockedSchema>;
export type CapsuleReserved = z.infer<typeof capsuleReservedSchema>;
export type CapsuleDrawn = z.infer<typeof capsuleDrawnSchema>;
export type GachaSoldOut = z.infer<typeof gachaSoldOutSchema>;
export type GachaSeedRevealed = z.infer<typeof gachaSeedRevealedSchema>;
export type GachaEvent = GachaStocked | CapsuleReserved | CapsuleDrawn | GachaSoldOut | GachaSeedRevealed;
export const gachaEventSchemas = [
  gachaStockedSchema,
  capsuleReservedSchema,
  capsuleDrawnSchema,
  gachaSoldOutSchema,
  gachaSeedRevealedSchema,
] as const;
