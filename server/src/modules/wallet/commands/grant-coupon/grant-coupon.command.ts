import type { CouponGranted, EventMetadata } from '@shop/contracts';

/** Puts a coupon into a wallet (staff, rewards); idempotent on the coupon id. */
export class GrantCouponCommand {
  constructor(
    readonly coupon: CouponGranted['data'],
    readonly metadata: EventMetadata,
  ) {}
}
