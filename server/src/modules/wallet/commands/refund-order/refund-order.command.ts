import type { EventMetadata } from '@shop/contracts';

/** Gives back exactly what the order's payment took; voids an order that was never paid. */
export class RefundOrderCommand {
  constructor(
    readonly orderId: string,
    readonly userId: string,
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {}
}
