import type { EventMetadata } from '@shop/contracts';

/** Stands the member in the blind box's line, at the back, unless they already stand in it. */
export class JoinPackageLineCommand {
  constructor(
    readonly packageId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
