// The card-refund port and its NewebPay adapter: NewebPay's credit-card close API
// (`/API/CreditCard/Close`, CloseType=2 = refund) takes MerchantID_ and PostData_, the URL-encoded
// parameters AES-256-CBC encrypted with the merchant's keys exactly like MPG's TradeInfo, and answers
// JSON {Status, Message, Result{MerchantID, Amt, MerchantOrderNo, TradeNo}}. The answer names no
// refund id of its own, so the reference recorded is `CLOSE-<TradeNo>` of the trade it refunded.
// Without NEWEBPAY_* keys (outside production) the same request goes to the dev gateway's stand-in
// on this very process.
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { cardCloseAnswerSchema, type CardCloseAnswer } from '@shop/contracts';
import { encryptTradeInfo, toQueryString } from './mpg-codec';
import { MPG_SETTINGS, type MpgSettings } from './mpg-settings';

export const DEV_CARD_CLOSE_PATH = '/api/dev-gateway/API/CreditCard/Close';
export const CARD_CLOSE_VERSION = '1.1';

export interface CardRefundRequest {
  merchantOrderNo: string;
  tradeNo: string;
  amount: number;
}

export type CardRefundAnswer = { ok: true; reference: string } | { ok: false; message: string };

/** What refunds a card payment at the gateway. */
export interface CardRefundGateway {
  refund(request: CardRefundRequest, now: Date): Promise<CardRefundAnswer>;
}

export const CARD_REFUND_GATEWAY = Symbol('CARD_REFUND_GATEWAY');

/** The PostData_ of a refund: the whole amount of one trade, found by its MerchantOrderNo. */
export function cardClosePostData(request: CardRefundRequest, now: Date): string {
  return toQueryString({
    RespondType: 'JSON',
    Version: CARD_CLOSE_VERSION,
    Amt: request.amount,
    MerchantOrderNo: request.merchantOrderNo,
    TimeStamp: Math.floor(now.getTime() / 1000),
    IndexType: 1,
    TradeNo: request.tradeNo,
    CloseType: 2,
  });
}

/** The gateway's close URL beside its MPG page (https://ccore.newebpay.com/MPG/mpg_gateway → …/API/CreditCard/Close). */
export function cardCloseUrl(mpgGateway: string): string {
  return new URL('/API/CreditCard/Close', mpgGateway).toString();
}

@Injectable()
export class NewebPayCardRefunds implements CardRefundGateway {
  constructor(
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
  ) {}

  private url(settings: MpgSettings): string {
    if (settings.gateway !== 'dev') return cardCloseUrl(settings.gateway);
    // The dev gateway is this process: call it on the port it listens on, never another host.
    const address = this.http.httpAdapter.getHttpServer().address() as AddressInfo;
    return `http://127.0.0.1:${address.port}${DEV_CARD_CLOSE_PATH}`;
  }

  async refund(request: CardRefundRequest, now: Date): Promise<CardRefundAnswer> {
    const settings = this.settings;
    if (!settings) return { ok: false, message: '未設定金流' };
    const body = new URLSearchParams({
      MerchantID_: settings.merchantId,
      PostData_: encryptTradeInfo(cardClosePostData(request, now), settings.keys),
    });
    let answer: CardCloseAnswer;
    try {
      const res = await fetch(this.url(settings), { method: 'POST', body, signal: AbortSignal.timeout(15_000) });
      const parsed = cardCloseAnswerSchema.safeParse(await res.json());
      if (!parsed.success) return { ok: false, message: '金流回應格式錯誤' };
      answer = parsed.data;
    } catch {
      return { ok: false, message: '金流無回應' };
    }
    if (answer.Status !== 'SUCCESS') return { ok: false, message: answer.Message || answer.Status };
    const result = Array.isArray(answer.Result) ? undefined : answer.Result;
    return { ok: true, reference: `CLOSE-${result?.TradeNo || request.tradeNo}` };
  }
}
