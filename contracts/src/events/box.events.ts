// Facts on `box-<userId>` streams: the buyer's prize box (盒櫃).
import { z } from 'zod';
import { prizeTierSchema } from './tube.events';
import { eventSchema } from './envelope';

export const boxItemAddedSchema = eventSchema(
  'BoxItemAdded',
  z.object({
    userId: z.string().min(1),
    /** Unique in the box; for ichiban `<orderId>-<ticket number>` or `<orderId>-LAST`. */
    itemId: z.string().min(1),
    /** The order that won it: adding an order's items twice adds them once. */
    orderId: z.string().min(1),
    source: z.literal('ichiban'),
    productId: z.string().min(1),
    tier: prizeTierSchema,
    name: z.string().min(1),
    imageUrl: z.string(),
  }),
);

export type BoxItemAdded = z.infer<typeof boxItemAddedSchema>;
export type BoxEvent = BoxItemAdded;
export const boxEventSchemas = [boxItemAddedSchema] as const;
