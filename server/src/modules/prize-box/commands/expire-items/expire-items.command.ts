import type { EventMetadata } from '@shop/contracts';

/** Records the box items whose free storage ran out by the command's clock as BoxItemExpired; a no-op when there are none. */
export class ExpireItemsCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
