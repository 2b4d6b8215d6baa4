// Facts on `box-<userId>` streams: the buyer's prize box (盒櫃).
import { z } from 'zod';
import { prizeTierSchema } from './tube.events';
import { eventSchema } from './envelope';

/** Where a box item came from. `reward`: an activity prize, gift or redeemed goods (not bought). */
export const boxItemSourceSchema = z.enum(['ichiban', 'gacha', 'blindbox', 'reward']);
export type BoxItemSource = z.infer<typeof boxItemSourceSchema>;

/** Rarity of a gacha item (common, rare, secret) or a blind-box figure (normal … secret). */
export const itemRaritySchema = z.enum(['common', 'rare', 'secret', 'normal', 'ultra_rare', 'hidden']);
export type ItemRarity = z.infer<typeof itemRaritySchema>;

export const boxItemAddedSchema = eventSchema(
  'BoxItemAdded',
  z.object({
    userId: z.string().min(1),
    /** Unique in the box; for ichiban `<orderId>-<ticket number>` or `<orderId>-LAST`. */
    itemId: z.string().min(1),
    /** The order that won it: adding an order's items twice adds them once. */
    orderId: z.string().min(1),
    source: boxItemSourceSchema,
    productId: z.string().min(1),
    /** Ichiban prizes: the tier. */
    tier: prizeTierSchema.optional(),
    /** Gacha and blind-box items: the rarity. */
    rarity: itemRaritySchema.optional(),
    name: z.string().min(1),
    imageUrl: z.string(),
  }),
);

export type BoxItemAdded = z.infer<typeof boxItemAddedSchema>;
export type BoxEvent = BoxItemAdded;
export const boxEventSchemas = [boxItemAddedSchema] as const;
