import type { EventMetadata } from '@shop/contracts';

/** The 鎖定籤筒 button (or a line's hand-over): the member's wallet must pay for a ticket. */
export class LockTubeCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
