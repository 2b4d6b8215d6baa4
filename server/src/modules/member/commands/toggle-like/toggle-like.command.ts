import type { EventMetadata } from '@shop/contracts';

/** Likes a product the member does not like yet, unlikes one they do. */
export class ToggleLikeCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly metadata: EventMetadata,
  ) {}
}
