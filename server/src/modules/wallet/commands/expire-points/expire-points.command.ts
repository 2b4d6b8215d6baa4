import type { EventMetadata } from '@shop/contracts';

/** Records a wallet's lots past their expiry at the command's clock as PointsExpired; a no-op when there are none. */
export class ExpirePointsCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
