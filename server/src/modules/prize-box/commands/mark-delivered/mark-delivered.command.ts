import type { EventMetadata } from '@shop/contracts';

/** Staff confirm that a shipped parcel reached the member. */
export class MarkDeliveredCommand {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
