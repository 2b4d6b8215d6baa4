import type { EventMetadata } from '@shop/contracts';
import type { OrderPaymentRequest } from '../../order-payments.port';

/** Pays one order with tokens, bonus points and at most one coupon; idempotent on the order id. */
export class PayOrderCommand {
  constructor(
    readonly request: OrderPaymentRequest,
    readonly metadata: EventMetadata,
  ) {}
}
