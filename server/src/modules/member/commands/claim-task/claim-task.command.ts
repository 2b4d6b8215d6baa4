import type { EventMetadata } from '@shop/contracts';

/** The member claims a finished task's growth points for its current period (of `metadata.occurredAt`). */
export class ClaimTaskCommand {
  constructor(
    readonly userId: string,
    readonly taskId: string,
    readonly metadata: EventMetadata,
  ) {}
}
