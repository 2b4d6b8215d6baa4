import type { EventMetadata } from '@shop/contracts';

/** Support cancels a box_shipping order that has not left, with the reason (a correction). */
export class CancelShippingOrderCommand {
  constructor(
    readonly orderId: string,
    readonly reason: string,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
