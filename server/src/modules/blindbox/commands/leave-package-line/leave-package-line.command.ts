import type { EventMetadata } from '@shop/contracts';

/** Takes the member out of the box's line (they left the page), waiting or offered. */
export class LeavePackageLineCommand {
  constructor(
    readonly packageId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
