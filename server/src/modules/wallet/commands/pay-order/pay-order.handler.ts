// The wallet side of a purchase: one append of debit, points and coupon on `wallet-<userId>`.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { InvalidWalletAmount } from '../../domain/wallet.decide';
import type { OrderPaymentReceipt } from '../../order-payments.port';
import { runWalletCommand } from '../wallet-command';
import { PayOrderCommand } from './pay-order.command';

@CommandHandler(PayOrderCommand)
export class PayOrderHandler implements ICommandHandler<PayOrderCommand, OrderPaymentReceipt> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ request, metadata }: PayOrderCommand): Promise<OrderPaymentReceipt> {
    const { orderId, userId, tokens, points, couponId, description, context } = request;
    const { state } = await runWalletCommand(
      this.store,
      userId,
      { type: 'PayOrder', data: { userId, orderId, tokens, points, couponId, description, context }, now: new Date(metadata.occurredAt) },
      metadata,
    );
    // Paid now or earlier: the receipt is what the wallet recorded for this order.
    const paid = state.payments.get(orderId);
    if (!paid) throw new InvalidWalletAmount(`order ${orderId} was not paid`);
    return { orderId, tokensDebited: paid.tokens, pointsSpent: paid.points, couponId: paid.couponId, tokenBalance: state.tokens };
  }
}
