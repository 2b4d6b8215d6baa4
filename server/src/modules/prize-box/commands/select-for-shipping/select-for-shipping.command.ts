import type { EventMetadata } from '@shop/contracts';

/** Selects one item (select-for-shipping) or several (batch-select-for-shipping) for shipping. */
export class SelectForShippingCommand {
  constructor(
    readonly userId: string,
    readonly itemIds: readonly string[],
    readonly metadata: EventMetadata,
  ) {}
}
