import type { EventMetadata } from '@shop/contracts';

/** Gives back the slot the member holds in a package (leaving the slot page); nothing when none. */
export class ReleaseSlotCommand {
  constructor(
    readonly packageId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
