// Settles a card order from a gateway post: TradeSha is checked before anything is decrypted, then
// the purchase core records the payment once per trade and finishes the order (or cancels it on a
// failed payment). A bad post throws RejectedGatewayResult, having changed nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PurchaseCore, PurchaseRefused } from '../../../../purchases/purchase-core';
import { UnknownCardOrder } from '../../../../purchases/purchase.decide';
import {
  decryptTradeInfo,
  MPG_SETTINGS,
  MpgCodecError,
  RejectedGatewayResult,
  verifyTradeSha,
  type MpgSettings,
} from '../../../wallet/wallet.public';
import { orderIdOfMerchantOrderNo } from '../../card-payment/card-payment.service';
import type { Order } from '../../domain/order.state';
import { OrderReader } from '../../queries/order.reader';
import { SettleCardPaymentCommand } from './settle-card-payment.command';

type PlacedOrder = Exclude<Order, { status: 'none' }>;

export interface CardSettlement {
  order: PlacedOrder;
  paid: boolean;
  message: string;
}

@CommandHandler(SettleCardPaymentCommand)
export class SettleCardPaymentHandler implements ICommandHandler<SettleCardPaymentCommand, CardSettlement> {
  constructor(
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
    @Inject(OrderReader) private readonly orders: OrderReader,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
  ) {}

  async execute({ post, metadata }: SettleCardPaymentCommand): Promise<CardSettlement> {
    const settings = this.settings;
    if (!settings) throw new RejectedGatewayResult('card payment is not configured');
    // The signature first: nothing forged is ever decrypted or parsed.
    if (post.MerchantID !== settings.merchantId) throw new RejectedGatewayResult('another merchant');
    if (!verifyTradeSha(post.TradeInfo, post.TradeSha, settings.keys)) throw new RejectedGatewayResult('TradeSha does not match');
    let result: {
      Status?: unknown;
      Message?: unknown;
      Result?: { MerchantID?: unknown; MerchantOrderNo?: unknown; Amt?: unknown; TradeNo?: unknown };
    };
    try {
      result = JSON.parse(decryptTradeInfo(post.TradeInfo, settings.keys)) as typeof result;
    } catch (error) {
      if (error instanceof MpgCodecError || error instanceof SyntaxError) throw new RejectedGatewayResult(`unreadable TradeInfo: ${error.message}`);
      throw error;
    }
    const r = result.Result ?? {};
    const merchantOrderNo = typeof r.MerchantOrderNo === 'string' ? r.MerchantOrderNo : '';
    const orderId = orderIdOfMerchantOrderNo(merchantOrderNo);
    if (r.MerchantID !== settings.merchantId || !orderId) throw new RejectedGatewayResult('result names no order of ours');
    const message = String(result.Message ?? '');
    try {
      if (result.Status !== 'SUCCESS') {
        const { order } = await this.core.run({ type: 'CardFailed', orderId, reason: `信用卡付款失敗: ${message}` }, metadata);
        return { order: order as PlacedOrder, paid: false, message };
      }
      const amount = Number(r.Amt);
      const tradeNo = String(r.TradeNo ?? '');
      if (!Number.isInteger(amount) || amount < 0 || !tradeNo) throw new RejectedGatewayResult('result without amount or trade number');
      const { order } = await this.core.run({ type: 'CardPaid', orderId, payment: { merchantOrderNo, tradeNo, amount } }, metadata);
      return { order: order as PlacedOrder, paid: order.status === 'fulfilled', message };
    } catch (error) {
      if (error instanceof UnknownCardOrder) throw new RejectedGatewayResult(error.message);
      // Paid, then the tube refused the draw: the order is cancelled (refunded, if it was paid already) and the card payment owed back.
      if (error instanceof PurchaseRefused) return { order: (await this.orders.load(orderId)) as PlacedOrder, paid: false, message: error.message };
      throw error;
    }
  }
}
