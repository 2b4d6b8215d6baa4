// The wallet side of a purchase (order-payments.port.ts): one append of debit, points and
// coupon on `wallet-<userId>`, idempotent per order id, and its refund.
import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata } from '@shop/contracts';
import { InvalidWalletAmount } from './domain/wallet.decide';
import type { OrderPaymentReceipt, OrderPaymentRequest, OrderPayments } from './order-payments.port';
import { WalletStore } from './wallet-store';

@Injectable()
export class OrderPaymentsService implements OrderPayments {
  constructor(@Inject(WalletStore) private readonly wallets: WalletStore) {}

  async pay(request: OrderPaymentRequest, metadata: EventMetadata): Promise<OrderPaymentReceipt> {
    const { orderId, userId, tokens, points, couponId, description, context } = request;
    const { state } = await this.wallets.execute(
      userId,
      { type: 'PayOrder', data: { userId, orderId, tokens, points, couponId, description, context }, now: new Date(metadata.occurredAt) },
      metadata,
    );
    // Paid now or earlier: the receipt is what the wallet recorded for this order.
    const paid = state.payments.get(orderId);
    if (!paid) throw new InvalidWalletAmount(`order ${orderId} was not paid`);
    return { orderId, tokensDebited: paid.tokens, pointsSpent: paid.points, couponId: paid.couponId, tokenBalance: state.tokens };
  }

  async refund(orderId: string, userId: string, reason: string, metadata: EventMetadata): Promise<void> {
    await this.wallets.execute(userId, { type: 'RefundOrder', data: { userId, orderId, reason }, now: new Date(metadata.occurredAt) }, metadata);
  }
}
