import type { EventMetadata } from '@shop/contracts';

export class CancelSelectionCommand {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly metadata: EventMetadata,
  ) {}
}
