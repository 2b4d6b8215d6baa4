import type { EventMetadata } from '@shop/contracts';

/** Moves a blind box's line on with the box's state now (see PassOn in line.decide.ts). */
export class PassPackageLineOnCommand {
  constructor(
    readonly packageId: string,
    readonly metadata: EventMetadata,
  ) {}
}
