import type { EventMetadata } from '@shop/contracts';

/** Buy one capsule of a machine with tokens, optionally lowered by bonus points and one coupon. */
export class DrawCapsuleCommand {
  constructor(
    readonly productId: string,
    readonly userId: string,
    readonly pointsDiscount: number,
    readonly couponId: string | undefined,
    readonly metadata: EventMetadata,
  ) {}
}
