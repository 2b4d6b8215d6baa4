import type { EventMetadata } from '@shop/contracts';

/** Publish a sold-out tube's seed (TubeSeedRevealed), when a purchase cut short left it unpublished. */
export class RevealTubeSeedCommand {
  constructor(
    readonly tubeId: string,
    readonly metadata: EventMetadata,
  ) {}
}
