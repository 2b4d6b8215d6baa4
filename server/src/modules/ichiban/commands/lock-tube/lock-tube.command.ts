import type { EventMetadata } from '@shop/contracts';

export class LockTubeCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
    /**
     * 'card': the lock a card order takes while its buyer is at the gateway (the card pays, and the
     * order is a purchase). 'wallet' (the 鎖定籤筒 button): the buyer's wallet must pay for a ticket.
     */
    readonly payment: 'wallet' | 'card' = 'wallet',
  ) {}
}
