import type { EventMetadata, MpgFormPost } from '@shop/contracts';

/** The gateway's result for a recharge (its notify, or the browser's return post). */
export class SettleRechargeCommand {
  constructor(
    readonly post: MpgFormPost,
    readonly metadata: EventMetadata,
  ) {}
}
