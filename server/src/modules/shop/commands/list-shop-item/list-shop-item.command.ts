import type { CreateShopItemRequest, EventMetadata } from '@shop/contracts';

/** An admin puts a new item on sale with its first units (validated by createShopItemRequestSchema). */
export class ListShopItemCommand {
  constructor(
    readonly itemId: string,
    readonly item: Required<CreateShopItemRequest>,
    readonly metadata: EventMetadata,
  ) {}
}
