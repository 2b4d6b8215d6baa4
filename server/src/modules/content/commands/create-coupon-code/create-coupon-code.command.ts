import type { createCouponCodeRequestSchema } from '@shop/contracts';
import type { z } from 'zod';

/** An admin creates a redeem code and the coupon it grants. */
export class CreateCouponCodeCommand {
  constructor(
    readonly code: z.output<typeof createCouponCodeRequestSchema>,
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
