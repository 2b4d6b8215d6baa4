// Card orders as an MPG order kind (see the wallet's MpgOrderKinds): `K` numbers naming an order
// that was placed to be paid by card and is not paid, cancelled or refunded yet.
import { Inject, Injectable } from '@nestjs/common';
import type { MpgOrderKind } from '../../wallet/wallet.public';
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
    return order.status === 'placed' && order.placed.cardAmount !== undefined ? order.placed.cardAmount : null;
  }
}
