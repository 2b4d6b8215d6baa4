// The dev gateway's stand-in for NewebPay's credit-card close API (CloseType=2, refund), so that a
// staff refund runs end to end on one machine (off in production, like the MPG page). It checks the
// MerchantID_ and decrypts PostData_ with the merchant's keys as NewebPay does, and refunds only a
// trade it issued itself (TradeNo DEV…), once: a refund it cannot make answers an error Status, as
// the real gateway does, and the shop falls back to a refund recorded by hand. It moves no money
// and calls nobody.
import { Body, Controller, ForbiddenException, HttpCode, Inject, Post } from '@nestjs/common';
import { cardCloseFormPostSchema, type CardCloseAnswer, cardCloseAnswerSchema } from '@shop/contracts';
import { decryptTradeInfo } from '../newebpay/mpg-codec';
import { MPG_SETTINGS, type MpgSettings } from '../newebpay/mpg-settings';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

/** Trade numbers the dev gateway issues (dev-gateway.http.controller.ts). */
export const DEV_TRADE_PREFIX = 'DEV';

@ApiTag('Payments')
@Controller('dev-gateway/API/CreditCard')
export class DevGatewayCloseHttpController {
  /** Trades refunded since this process started (a dev stand-in keeps no books). */
  private readonly refunded = new Set<string>();

  constructor(@Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null) {}

  @Post('Close')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Development card gateway: refund (CloseType=2) a trade it issued (only with the dev gateway configured)',
    answer: cardCloseAnswerSchema,
    body: cardCloseFormPostSchema,
    form: true,
  })
  close(@Body() body: unknown): CardCloseAnswer {
    const settings = this.settings;
    if (settings?.gateway !== 'dev') throw new ForbiddenException({ success: false, message: '權限不足' });
    const refuse = (Status: string, Message: string): CardCloseAnswer => ({ Status, Message, Result: [] });
    const post = cardCloseFormPostSchema.safeParse(body);
    if (!post.success || post.data.MerchantID_ !== settings.merchantId) return refuse('DEV_MERCHANT', '商店代號錯誤');
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(decryptTradeInfo(post.data.PostData_, settings.keys));
    } catch {
      return refuse('DEV_DECRYPT', '資料解密失敗');
    }
    const tradeNo = params.get('TradeNo') ?? '';
    const merchantOrderNo = params.get('MerchantOrderNo') ?? '';
    const amount = Number(params.get('Amt'));
    if (params.get('CloseType') !== '2') return refuse('DEV_CLOSE_TYPE', '僅支援退款');
    if (!Number.isInteger(amount) || amount <= 0 || !merchantOrderNo) return refuse('DEV_DATA', '退款資料不完整');
    if (!tradeNo.startsWith(DEV_TRADE_PREFIX)) return refuse('DEV_UNKNOWN_TRADE', '查無此筆交易');
    if (this.refunded.has(tradeNo)) return refuse('DEV_ALREADY_REFUNDED', '此筆交易已退款');
    this.refunded.add(tradeNo);
    return {
      Status: 'SUCCESS',
      Message: '退款資料新增成功',
      Result: { MerchantID: settings.merchantId, Amt: amount, MerchantOrderNo: merchantOrderNo, TradeNo: tradeNo },
    };
  }
}
