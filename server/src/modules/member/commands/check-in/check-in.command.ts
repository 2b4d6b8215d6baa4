import type { EventMetadata } from '@shop/contracts';

/** The member checks in for today (the Taipei day of `metadata.occurredAt`). */
export class CheckInCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
