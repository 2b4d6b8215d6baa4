import type { EventMetadata } from '@shop/contracts';

/** Staff add units to an item (change > 0) or take units off sale (change < 0). */
export class ChangeShopStockCommand {
  constructor(
    readonly itemId: string,
    readonly change: number,
    readonly metadata: EventMetadata,
  ) {}
}
