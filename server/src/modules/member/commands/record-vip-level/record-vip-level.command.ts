import type { EventMetadata } from '@shop/contracts';

/** Records the member's VIP level changes and reviews up to `metadata.occurredAt` on `vip-<userId>`. */
export class RecordVipLevelCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
