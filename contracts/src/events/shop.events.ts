// Facts on the `shop-stock` stream: the merchandise shop's items and their stock. One
// stream holds every item, so that one order over several items is one container of the purchase
// core (docs/architecture.md "The shop"): stock is reserved by a card order when it is placed,
// released when that order is cancelled, and sold when an order is paid.
import { z } from 'zod';
import { eventSchema } from './envelope';

const quantity = z.number().int().positive();

/** An item on sale, or its description and price changed (content rides with its stock). */
export const shopItemListedSchema = eventSchema(
  'ShopItemListed',
  z.object({
    itemId: z.string().min(1),
    title: z.string().min(1),
    /** 元 per unit. */
    price: z.number().int().positive(),
    image: z.string(),
    images: z.array(z.string()),
    info: z.string(),
    description: z.string(),
  }),
);

/** Units delivered to the warehouse. */
export const shopStockAddedSchema = eventSchema('ShopStockAdded', z.object({ itemId: z.string().min(1), quantity }));

/** Units taken off sale by staff (damaged, miscounted): never more than are available. */
export const shopStockRemovedSchema = eventSchema('ShopStockRemoved', z.object({ itemId: z.string().min(1), quantity }));

export const shopOrderLineSchema = z.object({ itemId: z.string().min(1), quantity });
export type ShopOrderLine = z.infer<typeof shopOrderLineSchema>;

/** A card order holds its units while the buyer is at the gateway. */
export const shopStockReservedSchema = eventSchema(
  'ShopStockReserved',
  z.object({ orderId: z.string().min(1), lines: z.array(shopOrderLineSchema).min(1) }),
);

/** The order was cancelled (unpaid past the gateway window, or the payment failed): its units are on sale again. */
export const shopStockReleasedSchema = eventSchema('ShopStockReleased', z.object({ orderId: z.string().min(1), reason: z.string() }));

/** The order was paid: its units are sold (taken from its reservation when it had one). */
export const shopStockSoldSchema = eventSchema('ShopStockSold', z.object({ orderId: z.string().min(1), lines: z.array(shopOrderLineSchema).min(1) }));

export type ShopItemListed = z.infer<typeof shopItemListedSchema>;
export type ShopStockAdded = z.infer<typeof shopStockAddedSchema>;
export type ShopStockReserved = z.infer<typeof shopStockReservedSchema>;
export type ShopStockReleased = z.infer<typeof shopStockReleasedSchema>;
export type ShopStockSold = z.infer<typeof shopStockSoldSchema>;
export type ShopStockRemoved = z.infer<typeof shopStockRemovedSchema>;
export type ShopStockEvent = ShopItemListed | ShopStockAdded | ShopStockReserved | ShopStockReleased | ShopStockSold | ShopStockRemoved;
export const shopStockEventSchemas = [
  shopItemListedSchema,
  shopStockAddedSchema,
  shopStockReservedSchema,
  shopStockReleasedSchema,
  shopStockSoldSchema,
  shopStockRemovedSchema,
] as const;
