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
    /** When it arrived (storage days count from here); absent on items added before storage was limited. */
    addedAt: z.iso.datetime({ offset: true }).optional(),
    /** A preorder item ships from this date (status pending until then); absent for items in stock. */
    preorderAt: z.iso.datetime({ offset: true }).optional(),
  }),
);

const itemFact = { userId: z.string().min(1), itemId: z.string().min(1) };

/** The member picked the item for shipping (available → selected). */
export const boxItemSelectedSchema = eventSchema('BoxItemSelected', z.object(itemFact));

/** The member put a selected item back (selected → available). */
export const boxItemSelectionCancelledSchema = eventSchema('BoxItemSelectionCancelled', z.object(itemFact));

/** Its free storage ran out before it was shipped (decided by the clock of a command on the box). */
export const boxItemExpiredSchema = eventSchema('BoxItemExpired', z.object(itemFact));

export const shippingMethodSchema = z.enum(['standard', 'express', 'pickup']);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A `box_shipping` order paid its fee (0 when free): its items wait for the warehouse (→ paid). */
export const shippingOrderPlacedSchema = eventSchema(
  'ShippingOrderPlaced',
  z.object({
    userId: z.string().min(1),
    /** The box_shipping order. */
    orderId: z.string().min(1),
    itemIds: z.array(z.string().min(1)).min(1),
    /** Items bought (not `reward`), which decide the fee. */
    boughtCount: z.number().int().nonnegative(),
    fee: z.number().int().nonnegative(),
    shippingMethod: shippingMethodSchema,
  }),
);

/** Staff handed a shipping order's parcel to the carrier (paid → shipped). */
export const boxItemsShippedSchema = eventSchema(
  'BoxItemsShipped',
  z.object({
    userId: z.string().min(1),
    orderId: z.string().min(1),
    itemIds: z.array(z.string().min(1)).min(1),
    carrier: z.string().min(1),
    trackingNumber: z.string().min(1),
    /** The staff member who marked it. */
    staffId: z.string().min(1),
  }),
);

/** The parcel reached the member (shipped → delivered; the order is done), as staff confirmed with the carrier. */
export const boxItemsDeliveredSchema = eventSchema(
  'BoxItemsDelivered',
  z.object({
    userId: z.string().min(1),
    orderId: z.string().min(1),
    itemIds: z.array(z.string().min(1)).min(1),
    /** The staff member who marked it. */
    staffId: z.string().min(1),
  }),
);

/**
 * Support cancelled a shipping order that had not left (paid → back in the box, available to ship
 * again), with the staff member and the reason; the order's fee goes back through the wallet.
 */
export const shippingOrderCancelledSchema = eventSchema(
  'ShippingOrderCancelled',
  z.object({
    userId: z.string().min(1),
    orderId: z.string().min(1),
    itemIds: z.array(z.string().min(1)).min(1),
    /** The staff member who cancelled it. */
    staffId: z.string().min(1),
    reason: z.string().min(1),
  }),
);

export type BoxItemAdded = z.infer<typeof boxItemAddedSchema>;
export type BoxItemSelected = z.infer<typeof boxItemSelectedSchema>;
export type BoxItemSelectionCancelled = z.infer<typeof boxItemSelectionCancelledSchema>;
export type BoxItemExpired = z.infer<typeof boxItemExpiredSchema>;
export type ShippingOrderPlaced = z.infer<typeof shippingOrderPlacedSchema>;
export type BoxItemsShipped = z.infer<typeof boxItemsShippedSchema>;
export type BoxItemsDelivered = z.infer<typeof boxItemsDeliveredSchema>;
export type ShippingOrderCancelled = z.infer<typeof shippingOrderCancelledSchema>;
export type BoxEvent =
  | BoxItemAdded
  | BoxItemSelected
  | BoxItemSelectionCancelled
  | BoxItemExpired
  | ShippingOrderPlaced
  | BoxItemsShipped
  | BoxItemsDelivered
  | ShippingOrderCancelled;
export const boxEventSchemas = [
  boxItemAddedSchema,
  boxItemSelectedSchema,
  boxItemSelectionCancelledSchema,
  boxItemExpiredSchema,
  shippingOrderPlacedSchema,
  boxItemsShippedSchema,
  boxItemsDeliveredSchema,
  shippingOrderCancelledSchema,
] as const;

/** On `shipment-<orderId>`, the container of a box_shipping order: what goes where. */
export const shipmentRequestedSchema = eventSchema(
  'ShipmentRequested',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    items: z.array(z.object({ itemId: z.string().min(1), name: z.string().min(1), imageUrl: z.string() })).min(1),
    /** The destination, copied from the member's address book when the order is placed. */
    recipientName: z.string().min(1),
    recipientPhone: z.string().min(1),
    city: z.string().min(1),
    district: z.string().min(1),
    addressDetail: z.string().min(1),
    shippingMethod: shippingMethodSchema,
    customerNote: z.string(),
    /** The fee the order paid (元). */
    fee: z.number().int().nonnegative(),
  }),
);
export type ShipmentRequested = z.infer<typeof shipmentRequestedSchema>;
export type ShipmentEvent = ShipmentRequested;
export const shipmentEventSchemas = [shipmentRequestedSchema] as const;
