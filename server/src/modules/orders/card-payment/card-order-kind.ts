// Card orders as an MPG order kind (see the wallet's MpgOrderKinds): `K` numbers naming an order
// that was placed to be paid by card and is not paid, cancelled, refunded or past its window yet.
import { Inject, Injectable } from '@nestjs/common';
import type { MpgOrderKind } from '../../wallet/wallet.public';
import { cardPaymentExpired } from '../../../purchases/purchase.decide';
import { OrderReader } from '../queries/order.reader';
import { CARD_NOTIFY_PATH, CARD_RETURN_PATH, orderIdOfMerchantOrderNo } from './card-payment.service';

@Injectable()
export class CardOrderKind implements MpgOrderKind {
  readonly notifyPath = CARD_NOTIFY_PATH;
  readonly returnPath = CARD_RETURN_PATH;

  constructor(@Inject(OrderReader) private readonly orders: OrderReader) {}

  owns(merchantOrderNo: string): boolean {
    return orderIdOfMerchantOrderNo(merchantOrderNo) !== null;
  }

  async pendingAmount(merchantOrderNo: string): Promise<number | null> {
    const orderId = orderIdOfMerchantOrderNo(merchantOrderNo);
    if (!orderId) return null;
    const order = await this.orders.load(orderId);
    // Past its window the order is as good as void, even before the recovery's next pass records it.
    if (order.status !== 'placed' || cardPaymentExpired(order.placed, new Date())) return null;
    return order.placed.cardAmount ?? null;
  }
}
