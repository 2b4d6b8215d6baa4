import type { CompleteInvoice, EventMetadata, ShopSelection } from '@shop/contracts';

/** A checkout of ticked cart lines; prices are the shop's, never the client's. */
export class CheckoutCommand {
  constructor(
    readonly userId: string,
    readonly lines: readonly { itemId: string; quantity: number }[],
    readonly paymentMethod: 'balance' | 'credit_card',
    readonly pointsDiscount: number,
    readonly couponId: string | null,
    readonly delivery: Pick<ShopSelection, 'shippingMethod' | 'customerNote'> & { recipient: { name: string; phone: string; address: string } },
    /** Checked and completed from the member's settings; null when a token order asked for none. */
    readonly invoice: CompleteInvoice | null,
    readonly metadata: EventMetadata,
  ) {}
}
