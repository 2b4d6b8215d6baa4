import type { EventMetadata } from '@shop/contracts';

/** The offered member takes the hold: the normal lock on their behalf, then the line records the outcome. */
export class ClaimLineOfferCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
