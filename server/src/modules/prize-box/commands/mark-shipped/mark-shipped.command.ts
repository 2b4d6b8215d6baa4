import type { EventMetadata } from '@shop/contracts';

/** Staff hand a paid shipping order to the carrier. */
export class MarkShippedCommand {
  constructor(
    readonly orderId: string,
    readonly carrier: string,
    readonly trackingNumber: string,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
