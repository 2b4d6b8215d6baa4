import type { EventMetadata } from '@shop/contracts';

/** Holds one slot of a package for 150 s while the member decides. */
export class LockSlotCommand {
  constructor(
    readonly packageId: string,
    readonly itemIndex: number,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
