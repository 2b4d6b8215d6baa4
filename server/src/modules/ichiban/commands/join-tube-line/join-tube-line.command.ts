import type { EventMetadata } from '@shop/contracts';

/** Stands the member in the tube's line, at the back, unless they already stand in it. */
export class JoinTubeLineCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
