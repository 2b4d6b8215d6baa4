import type { EventMetadata } from '@shop/contracts';

export class ReleaseTubeLockCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
