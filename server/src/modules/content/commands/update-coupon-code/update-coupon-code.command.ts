import type { updateCouponCodeRequestSchema } from '@shop/contracts';
import type { z } from 'zod';

/** An admin edits a redeem code's name, words, redeem period or member limit. */
export class UpdateCouponCodeCommand {
  constructor(
    readonly code: string,
    readonly changes: z.output<typeof updateCouponCodeRequestSchema>,
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
