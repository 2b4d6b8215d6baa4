// Facts on `package-<id>` streams: one blind box (盲盒) of a blind-box product, its slots laid out
// by a secret seed committed when it opens, taken one slot at a time (150 s locks) or whole.
import { z } from 'zod';
import { itemRaritySchema } from './box.events';
import { eventSchema } from './envelope';
import { beaconPublicKeyHex, beaconSignatureHex } from './tube.events';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const isoTime = z.iso.datetime({ offset: true });
/** 0-based position of a slot in the package's grid. */
const itemIndex = z.number().int().nonnegative();

export const packageItemSchema = z.object({
  name: z.string().min(1),
  rarity: itemRaritySchema,
  image_url: z.string(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

export const packageOpenedSchema = eventSchema(
  'PackageOpened',
  z.object({
    packageId: z.string().min(1),
    productId: z.string().min(1),
    /** What the box holds, one entry per slot, in catalogue order: the layout is the seed's shuffle of it. */
    items: z.array(packageItemSchema).min(1),
    /**
     * The fairness scheme (docs/fairness.md §10): absent in boxes opened under "package-v1"
     * (SHA-256("package-v1" || packageId || seed)); "package-v2" commits to the item list too;
     * "package-v3" also names a beacon round whose randomness the layout mixes in.
     */
    scheme: z.enum(['package-v2', 'package-v3']).optional(),
    /** package-v3: a beacon round published after this event, and the key it verifies against (§7). */
    beaconRound: z.number().int().positive().optional(),
    beaconPublicKey: beaconPublicKeyHex.optional(),
    /** The box's commitment to its layout, hex (packageOpenedCommitment): the seed stays secret until sell-out. */
    commitment: hex64,
  }),
);

/** A member holds a slot while deciding (150 s, the command's clock). */
export const slotLockedSchema = eventSchema(
  'SlotLocked',
  z.object({ packageId: z.string().min(1), itemIndex, userId: z.string().min(1), lockedAt: isoTime, expiresAt: isoTime }),
);

export const slotReleasedSchema = eventSchema(
  'SlotReleased',
  z.object({ packageId: z.string().min(1), itemIndex, userId: z.string().min(1), reason: z.enum(['released', 'switched']) }),
);

/** A hint card: one item this slot is NOT (taken from the committed layout, so always true). */
export const slotHintRevealedSchema = eventSchema(
  'SlotHintRevealed',
  z.object({ packageId: z.string().min(1), itemIndex, userId: z.string().min(1), notMeItem: packageItemSchema, reference: z.string().min(1) }),
);

/** An insight card: the slot's own item. */
export const slotInsightRevealedSchema = eventSchema(
  'SlotInsightRevealed',
  z.object({ packageId: z.string().min(1), itemIndex, userId: z.string().min(1), currentItem: packageItemSchema, reference: z.string().min(1) }),
);

/** A slot sold to an order: the item behind it, fixed when the package opened. */
export const slotDrawnSchema = eventSchema(
  'SlotDrawn',
  z.object({ packageId: z.string().min(1), itemIndex, orderId: z.string().min(1), userId: z.string().min(1), item: packageItemSchema }),
);

export const packageSoldOutSchema = eventSchema('PackageSoldOut', z.object({ packageId: z.string().min(1) }));

/** After sell-out the seed is published: anyone can recompute the layout and check the commitment. */
export const packageSeedRevealedSchema = eventSchema(
  'PackageSeedRevealed',
  z.object({
    packageId: z.string().min(1),
    seed: hex64,
    /** package-v3: the round PackageOpened named, as the beacon signed it. */
    beaconRandomness: hex64.optional(),
    beaconSignature: beaconSignatureHex.optional(),
  }),
);

export type PackageOpened = z.infer<typeof packageOpenedSchema>;
export type SlotLocked = z.infer<typeof slotLockedSchema>;
export type SlotReleased = z.infer<typeof slotReleasedSchema>;
export type SlotHintRevealed = z.infer<typeof slotHintRevealedSchema>;
export type SlotInsightRevealed = z.infer<typeof slotInsightRevealedSchema>;
export type SlotDrawn = z.infer<typeof slotDrawnSchema>;
export type PackageSoldOut = z.infer<typeof packageSoldOutSchema>;
export type PackageSeedRevealed = z.infer<typeof packageSeedRevealedSchema>;
export type PackageEvent =
  PackageOpened | SlotLocked | SlotReleased | SlotHintRevealed | SlotInsightRevealed | SlotDrawn | PackageSoldOut | PackageSeedRevealed;
export const packageEventSchemas = [
  packageOpenedSchema,
  slotLockedSchema,
  slotReleasedSchema,
  slotHintRevealedSchema,
  slotInsightRevealedSchema,
  slotDrawnSchema,
  packageSoldOutSchema,
  packageSeedRevealedSchema,
] as const;
