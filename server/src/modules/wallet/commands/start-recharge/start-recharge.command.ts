import type { CompleteInvoice, EventMetadata } from '@shop/contracts';

/** A member starts a recharge: recorded on `recharge-<MerchantOrderNo>`, answered with the gateway's form. */
export class StartRechargeCommand {
  constructor(
    readonly userId: string,
    readonly request: CompleteInvoice & { amount: number },
    /** The origin the gateway calls back and sends the browser to. */
    readonly origin: string,
    readonly metadata: EventMetadata,
  ) {}
}
