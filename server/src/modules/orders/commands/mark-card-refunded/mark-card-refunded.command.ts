import type { EventMetadata } from '@shop/contracts';

/** Staff refunded at the gateway the card payments owed back on an order. */
export class MarkCardRefundedCommand {
  constructor(
    readonly orderId: string,
    readonly reference: string,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
