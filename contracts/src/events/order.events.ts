// Facts on `order-<id>` streams: one purchase as a process over the wallet, a product's stock
// stream and the buyer's prize box (DESIGN.md decision 6). Each step is recorded once.
import { z } from 'zod';
import { itemRaritySchema, shippingMethodSchema } from './box.events';
import { prizeTierSchema } from './tube.events';
import { eventSchema } from './envelope';
import { shopOrderLineSchema } from './shop.events';
import { rechargeInvoiceSchema } from './wallet.events';

const money = z.number().int().nonnegative();

/** What an ichiban order asks of its tube: picked numbers, a count picked at random, or the whole rest. */
export const ichibanSelectionSchema = z.object({
  tubeId: z.string().min(1),
  /** Picked numbers; null when the tube picks (random or full pack). */
  numbers: z.array(z.number().int().positive()).nullable(),
  /** How many tickets the order buys. */
  count: z.number().int().positive(),
  fullPack: z.boolean(),
  /** 64 hex: drives the random pick, so that a retried draw picks the same numbers. */
  randomSeed: z.string().regex(/^[0-9a-f]{64}$/),
});
export type IchibanSelection = z.infer<typeof ichibanSelectionSchema>;

/** What a gacha order asks of its machine: one capsule, the next of the round's committed order. */
export const gachaSelectionSchema = z.object({ machineId: z.string().min(1) });
export type GachaSelection = z.infer<typeof gachaSelectionSchema>;
/**
 * What a shop order asks for: its lines as priced by the server, how to deliver, the invoice. Who
 * receives it, where, and the invoice's e-mail are personal data: they are the order's own fields
 * (`shopRecipientSchema`, beside the selection) under the erasure rule (personal-data.ts).
 */
export const shopSelectionSchema = z.object({
  lines: z.array(shopOrderLineSchema.extend({ title: z.string(), unitPrice: money, image: z.string() })).min(1),
  shippingMethod: z.enum(['standard', 'express', 'pickup', 'none']),
  shippingFee: money,
  customerNote: z.string(),
  /** The e-invoice as checked at checkout (required for card payment); its e-mail is `invoiceEmail`. */
  invoice: rechargeInvoiceSchema.omit({ email: true }).optional(),
});
export type ShopSelection = z.infer<typeof shopSelectionSchema>;
/** A shop order's personal data: where the goods go (typed at checkout, or copied from the address book) and the invoice's e-mail. */
export const shopRecipientSchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** City, district and street on one line. */
  recipientAddress: z.string(),
  /** Present exactly when the order has an invoice. */
  invoiceEmail: z.string().optional(),
});
export type ShopRecipient = z.infer<typeof shopRecipientSchema>;
/** What a blind-box order takes from its package: chosen slots, or every slot still free (整盒). */
export const blindboxSelectionSchema = z.object({
  packageId: z.string().min(1),
  /** 0-based slots, ascending. */
  itemIndexes: z.array(z.number().int().nonnegative()).min(1),
  wholeBox: z.boolean(),
});
export type BlindboxSelection = z.infer<typeof blindboxSelectionSchema>;
/**
 * What a box_shipping order ships (its fee is `amount`): the box items, and the address-book entry
 * the shipment copies its destination from (the address itself is kept in the shipment's stream).
 */
export const boxShippingSelectionSchema = z.object({
  items: z.array(z.object({ itemId: z.string().min(1), name: z.string().min(1), imageUrl: z.string() })).min(1),
  addressId: z.string().min(1),
  shippingMethod: shippingMethodSchema,
  customerNote: z.string(),
});
export type BoxShippingSelection = z.infer<typeof boxShippingSelectionSchema>;

/** What every order records, whatever the product line. */
const placedBase = {
  orderId: z.string().min(1),
  userId: z.string().min(1),
  productId: z.string().min(1),
  productName: z.string(),
  unitPrice: money,
  /** unitPrice × count (before points and coupon). */
  amount: money,
  /** Bonus points spent (20 points = 1 元). */
  points: money,
  /** Tokens to debit: amount minus the points' worth and the coupon's discount (0 for a card order). */
  tokens: money,
  paymentMethod: z.enum(['balance', 'credit_card']),
  /** A card order: what the card pays through the gateway, amount minus the points' worth. */
  cardAmount: money.optional(),
  /** The coupon the order uses (lines that accept coupons; kuji do not): the wallet marks it used with the payment. */
  couponId: z.string().min(1).optional(),
  /** What the coupon took off `amount`, in 元. */
  couponDiscount: money.optional(),
  placedAt: z.iso.datetime({ offset: true }),
  /**
   * The buyer's VIP level when the order was placed: it sets the share of the price points may pay
   * and the rebate (vip-benefits.rule.ts). Absent on orders placed before VIP benefits applied.
   */
  vipLevel: z.number().int().min(1).max(6).optional(),
};

/**
 * One branch per product line, told apart by `kind` (the order types of spec 002: kuji is
 * `ichiban`). A line adds its own branch with its own selection object beside the shared fields.
 */
export const placedOrderDataSchema = z.discriminatedUnion('kind', [
  z.object({ ...placedBase, kind: z.literal('ichiban'), ichiban: ichibanSelectionSchema }),
  z.object({ ...placedBase, kind: z.literal('gacha'), gacha: gachaSelectionSchema }),
  z.object({ ...placedBase, kind: z.literal('shop'), shop: shopSelectionSchema, ...shopRecipientSchema.shape }),
  z.object({ ...placedBase, kind: z.literal('blindbox'), blindbox: blindboxSelectionSchema }),
  z.object({ ...placedBase, kind: z.literal('box_shipping'), shipping: boxShippingSelectionSchema }),
]);

export const orderPlacedSchema = eventSchema('OrderPlaced', placedOrderDataSchema);

/** An ichiban order's selection, for code that only ever sees ichiban orders (its line, card payment). */
export function ichibanSelectionOf(placed: z.infer<typeof placedOrderDataSchema>): IchibanSelection {
  if (placed.kind !== 'ichiban') throw new Error(`order ${placed.orderId} is a ${placed.kind} order, not ichiban`);
  return placed.ichiban;
}

/** A card payment as the gateway (NewebPay MPG) reported it. */
export const cardPaymentSchema = z.object({ merchantOrderNo: z.string().min(1), tradeNo: z.string().min(1), amount: money });
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const orderPaidSchema = eventSchema(
  'OrderPaid',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    tokensDebited: money,
    pointsSpent: money,
    /** Absent for tokens: the order was paid by card through the gateway. */
    card: cardPaymentSchema.optional(),
  }),
);

export const fulfilledPrizeSchema = z.object({
  /** Box item id: `<orderId>-<number>` or `<orderId>-LAST` (ichiban); a line's own scheme otherwise. */
  itemId: z.string().min(1),
  number: z.number().int().positive(),
  /** Ichiban: the prize's tier. */
  tier: prizeTierSchema.optional(),
  /** Gacha and blind box: the item's rarity. */
  rarity: itemRaritySchema.optional(),
  prizeName: z.string().min(1),
  imageUrl: z.string(),
});
export type FulfilledPrize = z.infer<typeof fulfilledPrizeSchema>;

/** The goods are delivered: the tickets drawn (and LAST, if won) and added to the prize box. */
export const orderFulfilledSchema = eventSchema(
  'OrderFulfilled',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    prizes: z.array(fulfilledPrizeSchema).min(1),
    drawnAt: z.iso.datetime({ offset: true }),
  }),
);

/** Stopped before any payment was taken (the payment was refused). */
export const orderCancelledSchema = eventSchema(
  'OrderCancelled',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    reason: z.string(),
    /** Support cancelled it (a shipping order that had not left): the staff member. */
    staffId: z.string().min(1).optional(),
  }),
);

/** Paid, then could not be fulfilled: the wallet gave back exactly what it took. */
export const orderRefundedSchema = eventSchema(
  'OrderRefunded',
  z.object({ orderId: z.string().min(1), userId: z.string().min(1), reason: z.string() }),
);

/**
 * A card payment the shop took but cannot keep: it arrived for a cancelled order, or the order it
 * paid was refunded. Staff refund it at the gateway (the wallet cannot give card money back).
 */
export const orderCardRefundDueSchema = eventSchema(
  'OrderCardRefundDue',
  z.object({ orderId: z.string().min(1), userId: z.string().min(1), payment: cardPaymentSchema, reason: z.string() }),
);

/**
 * Staff refunded at the gateway every card payment still owed back on the order: the
 * gateway's refund reference, the trades and total it covers, and who did it.
 */
export const orderCardRefundedSchema = eventSchema(
  'OrderCardRefunded',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    tradeNos: z.array(z.string().min(1)).min(1),
    amount: money,
    reference: z.string().min(1),
    staffId: z.string().min(1),
  }),
);

/** Staff handed a paid shop order's goods to the carrier (shop orders are delivered, not boxed). */
export const orderShippedSchema = eventSchema(
  'OrderShipped',
  z.object({
    orderId: z.string().min(1),
    userId: z.string().min(1),
    carrier: z.string().min(1),
    trackingNumber: z.string().min(1),
    /** The staff member who marked it. */
    staffId: z.string().min(1),
  }),
);

/** The shipped goods reached the member, as staff confirmed with the carrier: the order is done. */
export const orderDeliveredSchema = eventSchema(
  'OrderDelivered',
  z.object({ orderId: z.string().min(1), userId: z.string().min(1), staffId: z.string().min(1) }),
);

export type OrderPlaced = z.infer<typeof orderPlacedSchema>;
export type OrderPaid = z.infer<typeof orderPaidSchema>;
export type OrderFulfilled = z.infer<typeof orderFulfilledSchema>;
export type OrderCancelled = z.infer<typeof orderCancelledSchema>;
export type OrderRefunded = z.infer<typeof orderRefundedSchema>;
export type OrderCardRefundDue = z.infer<typeof orderCardRefundDueSchema>;
export type OrderCardRefunded = z.infer<typeof orderCardRefundedSchema>;
export type OrderShipped = z.infer<typeof orderShippedSchema>;
export type OrderDelivered = z.infer<typeof orderDeliveredSchema>;
export type OrderEvent =
  OrderPlaced | OrderPaid | OrderFulfilled | OrderCancelled | OrderRefunded | OrderCardRefundDue | OrderCardRefunded | OrderShipped | OrderDelivered;
export const orderEventSchemas = [
  orderPlacedSchema,
  orderPaidSchema,
  orderFulfilledSchema,
  orderCancelledSchema,
  orderRefundedSchema,
  orderCardRefundDueSchema,
  orderCardRefundedSchema,
  orderShippedSchema,
  orderDeliveredSchema,
] as const;
