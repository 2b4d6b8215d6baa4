import type { EventMetadata } from '@shop/contracts';

export class LockTubeCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
    /**
     * A card order's payment deadline: the hold it takes while its buyer is at the gateway lasts until
     * then (the card is the means to pay). Null for the 鎖定籤筒 button: the wallet must pay for a ticket.
     */
    readonly cardPayBy: Date | null = null,
  ) {}
}
