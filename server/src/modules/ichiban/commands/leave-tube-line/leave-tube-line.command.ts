import type { EventMetadata } from '@shop/contracts';

/** Takes the member out of the tube's line (they left the page), waiting or offered. */
export class LeaveTubeLineCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
