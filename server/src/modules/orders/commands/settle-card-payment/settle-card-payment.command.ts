import type { EventMetadata, MpgFormPost } from '@shop/contracts';

/** The gateway's result for a card order, as NewebPay posts it (notify) or the browser brings it back (return). */
export class SettleCardPaymentCommand {
  constructor(
    readonly post: MpgFormPost,
    readonly metadata: EventMetadata,
  ) {}
}
