import type { EventMetadata } from '@shop/contracts';

/** The offered member takes a free slot of the box: the normal slot lock on their behalf, then the line records the outcome. */
export class ClaimPackageLineOfferCommand {
  constructor(
    readonly packageId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
