import type { putCheckInRewardRequestSchema } from '@shop/contracts';
import type { z } from 'zod';

/** An admin replaces one day of the check-in reward table; members checking in from then on get it. */
export class PutCheckInRewardCommand {
  constructor(
    readonly day: number,
    readonly reward: z.output<typeof putCheckInRewardRequestSchema>,
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
