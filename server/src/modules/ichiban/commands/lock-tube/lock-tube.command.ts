import type { EventMetadata } from '@shop/contracts';

export class LockTubeCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
