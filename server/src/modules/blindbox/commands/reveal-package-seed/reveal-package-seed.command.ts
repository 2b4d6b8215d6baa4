import type { EventMetadata } from '@shop/contracts';

/** Publishes a sold-out package's seed (the recovery, when a step-wise purchase left it unrevealed). */
export class RevealPackageSeedCommand {
  constructor(
    readonly packageId: string,
    readonly metadata: EventMetadata,
  ) {}
}
