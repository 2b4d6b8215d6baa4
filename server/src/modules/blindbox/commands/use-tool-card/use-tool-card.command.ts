import type { EventMetadata, ToolCardType } from '@shop/contracts';

/** Spends a hint (shake_card) or insight (insight_card) card on the slot the member holds. */
export class UseToolCardCommand {
  constructor(
    readonly cardType: ToolCardType,
    readonly packageId: string,
    readonly itemIndex: number,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
