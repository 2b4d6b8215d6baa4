// Card payment of an ichiban order through NewebPay MPG (the wallet's codec, settings and dev
// gateway, as the recharge uses them): the form that sends the browser to the gateway. The
// gateway's answer is settled by commands/settle-card-payment.
import { ichibanSelectionOf } from '@shop/contracts';
import { Inject, Injectable } from '@nestjs/common';
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

/**
 * The MPG MerchantOrderNo of an order: "K" + the order's UUID as a base-36 number (≤ 26 of
 * [0-9A-Z], within MPG's 30), so that the order is found again from the gateway's result alone.
 */
export function cardMerchantOrderNo(orderId: string): string {
  return `K${BigInt(`0x${orderId.replace(/-/g, '')}`)
    .toString(36)
    .toUpperCase()}`;
}

/** The order id a MerchantOrderNo names; null when it is not one of cardMerchantOrderNo's. */
export function orderIdOfMerchantOrderNo(no: string): string | null {
  if (!/^K[0-9A-Z]{1,25}$/.test(no)) return null;
  let n = 0n;
  for (const c of no.slice(1)) n = n * 36n + BigInt(parseInt(c, 36));
  const hex = n.toString(16).padStart(32, '0');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
    const ticketPage = `${origin}/ichiban/ticket/${encodeURIComponent(p.productId)}?tube=${encodeURIComponent(ichibanSelectionOf(p).tubeId)}`;
    const tradeInfo = encryptTradeInfo(
      toQueryString({
        MerchantID: settings.merchantId,
        RespondType: 'JSON',
        TimeStamp: Math.floor(now.getTime() / 1000),
        Version: MPG_VERSION,
        MerchantOrderNo: cardMerchantOrderNo(p.orderId),
        Amt: p.cardAmount,
        ItemDesc: `一番賞 ${p.productName} ×${ichibanSelectionOf(p).count}`,
        Email: '',
        LoginType: 0,
        CREDIT: 1,
        // The gateway stops taking the payment about when the recovery gives the order up.
        TradeLimit: Math.min(TRADE_LIMIT_MAX_S, left),
        ReturnURL: `${origin}${CARD_RETURN_PATH}`,
        NotifyURL: `${origin}${CARD_NOTIFY_PATH}`,
        ClientBackURL: ticketPage,
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
