import type { EventMetadata } from '@shop/contracts';

/** A member redeems a coupon code, under the spec's rate limits. */
export class RedeemCouponCommand {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly metadata: EventMetadata,
  ) {}
}
