// Card payment of an ichiban order through NewebPay MPG (the wallet's codec, settings and dev
// gateway, as the recharge uses them): the form that sends the browser to the gateway. The
// gateway's answer is settled by commands/settle-card-payment.
import { Inject, Injectable } from '@nestjs/common';
import { orderIdOfNumber, orderNumberOf } from '@shop/contracts';
import {
  DEV_GATEWAY_PATH,
  encryptTradeInfo,
  MPG_SETTINGS,
  MPG_VERSION,
  mpgFormHtml,
  toQueryString,
  tradeSha,
  type MpgSettings,
} from '../../wallet/wallet.public';
import { CARD_PAYMENT_TIMEOUT_MS } from '../../../purchases/purchase.decide';
import type { Order } from '../domain/order.state';

type PlacedOrder = Exclude<Order, { status: 'none' }>;

/** Paths of the gateway's callbacks under the API. */
export const CARD_NOTIFY_PATH = '/api/payment/newebpay/notify';
export const CARD_RETURN_PATH = '/api/payment/newebpay/return';

/** MPG's TradeLimit bounds (seconds) for how long the payment page accepts the payment. */
const TRADE_LIMIT_MIN_S = 60;
const TRADE_LIMIT_MAX_S = 900;

/** The MPG MerchantOrderNo of an order: its one human number (contracts' orderNumberOf), so that the order is found again from the gateway's result alone. */
export const cardMerchantOrderNo = orderNumberOf;

/** The order id a MerchantOrderNo names; null when it is not one of cardMerchantOrderNo's. */
export const orderIdOfMerchantOrderNo = orderIdOfNumber;

@Injectable()
export class CardPaymentService {
  constructor(@Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null) {}

  get available(): boolean {
    return this.settings !== null;
  }

  /** The gateway's page and the auto-submitting form that posts a card order to it; null without merchant keys or time left. */
  paymentForm(order: PlacedOrder, origin: string, now: Date): { action: string; html: string } | null {
    const settings = this.settings;
    const p = order.placed;
    const left = Math.floor((Date.parse(p.placedAt) + CARD_PAYMENT_TIMEOUT_MS - now.getTime()) / 1000);
    if (!settings || p.cardAmount === undefined || left < TRADE_LIMIT_MIN_S) return null;
    // Back from the gateway's page: to the tickets for kuji, to the order otherwise.
    const backPage =
      p.kind === 'ichiban'
        ? `${origin}/ichiban/ticket/${encodeURIComponent(p.productId)}?tube=${encodeURIComponent(p.ichiban.tubeId)}`
        : `${origin}/order/detail/${encodeURIComponent(p.orderId)}`;
    const tradeInfo = encryptTradeInfo(
      toQueryString({
        MerchantID: settings.merchantId,
        RespondType: 'JSON',
        TimeStamp: Math.floor(now.getTime() / 1000),
        Version: MPG_VERSION,
        MerchantOrderNo: cardMerchantOrderNo(p.orderId),
        Amt: p.cardAmount,
        ItemDesc: p.kind === 'ichiban' ? `一番賞 ${p.productName} ×${p.ichiban.count}` : `商城 ${p.productName}`,
        Email: '',
        LoginType: 0,
        CREDIT: 1,
        // The gateway stops taking the payment about when the recovery gives the order up.
        TradeLimit: Math.min(TRADE_LIMIT_MAX_S, left),
        ReturnURL: `${origin}${CARD_RETURN_PATH}`,
        NotifyURL: `${origin}${CARD_NOTIFY_PATH}`,
        ClientBackURL: backPage,
      }),
      settings.keys,
    );
    const action = settings.gateway === 'dev' ? `${origin}${DEV_GATEWAY_PATH}` : settings.gateway;
    const html = mpgFormHtml(action, {
      MerchantID: settings.merchantId,
      TradeInfo: tradeInfo,
      TradeSha: tradeSha(tradeInfo, settings.keys),
      Version: MPG_VERSION,
    });
    return { action, html };
  }
}
