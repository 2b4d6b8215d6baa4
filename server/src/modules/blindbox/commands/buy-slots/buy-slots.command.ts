import type { EventMetadata } from '@shop/contracts';

/** Buy one slot of a package, or (itemIndex null) every slot still free in it (整盒). */
export class BuySlotsCommand {
  constructor(
    readonly packageId: string,
    readonly itemIndex: number | null,
    readonly userId: string,
    readonly pointsDiscount: number,
    readonly couponId: string | undefined,
    readonly paymentMethod: 'balance' | 'credit_card',
    readonly metadata: EventMetadata,
    /** buy-entire-product names the product too: it must be the package's. */
    readonly productId?: string,
  ) {}
}
