import type { EventMetadata } from '@shop/contracts';

/** A member who installed the app claims its coupon (spec 000 §7), once. */
export class ClaimInstallRewardCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
