import type { EventMetadata } from '@shop/contracts';

/** Staff ask the gateway to refund the card payments an order owes back. */
export class RefundCardPaymentCommand {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
