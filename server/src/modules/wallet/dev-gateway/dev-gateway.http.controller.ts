// A stand-in for NewebPay's MPG payment page, so that a recharge runs end to end on one machine
// (off in production; see newebpay/mpg-settings.ts). Like the real gateway it takes the posted
// MerchantID / TradeInfo / TradeSha / Version, checks and decrypts them with the merchant's keys,
// shows the payment, and on 付款 or 取消 calls the shop's notify server to server with an encrypted
// result, then posts the browser back to the shop with the same result.
// Its keys are public, so a TradeInfo proves nothing: it takes only an order the shop holds
// pending, for its amount, whose NotifyURL / ReturnURL / ClientBackURL are the shop's own
// (dev-gateway.trade.ts); it calls back only the shop process itself, on the socket the request
// came in on, and the browser's form goes to a URL built from the shop's origin and the order
// kind's path, never to one read from the TradeInfo.
import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Body, Controller, ForbiddenException, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { constants, mpgFormPostSchema } from '@shop/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { APP_CONFIG, type Config } from '../../../config/config';
import { publicOrigin } from '../../../http/public-origin';
import { decryptTradeInfo, encryptTradeInfo, tradeSha, verifyTradeSha } from '../newebpay/mpg-codec';
import { mpgFormHtml } from '../newebpay/mpg-form';
import { MpgOrderKinds, type MpgOrderKind } from '../newebpay/mpg-orders';
import { MPG_SETTINGS, type MpgSettings } from '../newebpay/mpg-settings';
import { DEV_TRADE_PREFIX } from './dev-gateway-close.http.controller';
import { checkTradeUrls, TRADE_REFUSALS, type TradeCheck } from './dev-gateway.trade';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const decisionSchema = mpgFormPostSchema.extend({ action: z.enum(['pay', 'cancel']) });

/** The dev gateway's answer to 取消 (any Status but SUCCESS is a failed payment to the shop). */
export const DEV_CANCEL_STATUS = constants.recharge.gatewayCancelStatuses[0];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;padding:0 16px;font-family:"Noto Sans TC","PingFang TC","Microsoft JhengHei",system-ui,sans-serif;background:#f3f5f8;color:#1f2937}
.card{max-width:420px;margin:48px auto;background:#fff;border-radius:16px;box-shadow:0 8px 24px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}.note{color:#6b7280;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 24px}dt{color:#6b7280;white-space:nowrap}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount{font-size:28px;color:#e11d48}.row{display:flex;gap:12px}form{flex:1}
button{width:100%;padding:14px;border-radius:10px;border:0;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#e11d48;color:#fff}.cancel{background:#e5e7eb;color:#374151}
</style></head><body><main class="card">${body}</main></body></html>`;
}

@ApiTag('Payments')
@Controller('dev-gateway/MPG')
export class DevGatewayHttpController {
  private readonly logger = new Logger('DevGateway');

  constructor(
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
    @Inject(APP_CONFIG) private readonly config: Config,
    @Inject(MpgOrderKinds) private readonly kinds: MpgOrderKinds,
  ) {}

  private requireDev(): MpgSettings {
    if (this.settings?.gateway !== 'dev') throw new ForbiddenException({ success: false, message: '權限不足' });
    return this.settings;
  }

  /** Checks and opens a posted MPG request, as the real gateway would; null when it is not ours. */
  private open(post: z.infer<typeof mpgFormPostSchema>, settings: MpgSettings): URLSearchParams | null {
    if (post.MerchantID !== settings.merchantId || !verifyTradeSha(post.TradeInfo, post.TradeSha, settings.keys)) return null;
    try {
      return new URLSearchParams(decryptTradeInfo(post.TradeInfo, settings.keys));
    } catch {
      return null;
    }
  }

  /** The trade's order kind, shop origin and amount when the shop holds that order pending; else the refusal. */
  private async accept(
    params: URLSearchParams,
    req: Request,
  ): Promise<Exclude<TradeCheck, { ok: true }> | (TradeCheck & { ok: true; kind: MpgOrderKind })> {
    const kind = this.kinds.of(params.get('MerchantOrderNo') ?? '');
    const shopOrigins = [publicOrigin(req, this.config), ...this.config.ALLOWED_ORIGINS];
    const check = checkTradeUrls(params, kind, shopOrigins);
    if (!check.ok) return check;
    const pending = kind ? await kind.pendingAmount(check.merchantOrderNo) : null;
    if (!kind || pending === null) return { ok: false, message: TRADE_REFUSALS.unknownOrder };
    if (pending !== check.amount) return { ok: false, message: TRADE_REFUSALS.wrongAmount };
    return { ...check, kind };
  }

  /** The shop process itself, on the address the request reached: a notify never leaves it. */
  private notifyTarget(req: Request, kind: MpgOrderKind): string {
    const address = req.socket.localAddress ?? '127.0.0.1';
    return `http://${isIPv6(address) ? `[${address}]` : address}:${req.socket.localPort}${kind.notifyPath}`;
  }

  @Post('mpg_gateway')
  @ApiDoc({
    summary: 'Development card gateway: the payment page (only with the dev gateway configured)',
    answer: {
      status: 200,
      media: 'text/html',
      schema: z.string(),
      description:
        "A page with pay and cancel buttons; 400 unless the trade names an order the shop holds pending, for its amount, with callbacks on the shop's own origin",
    },
    body: mpgFormPostSchema,
    form: true,
  })
  async paymentPage(@Body() body: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const settings = this.requireDev();
    res.setHeader('Cache-Control', 'no-store');
    const post = mpgFormPostSchema.safeParse(body);
    const params = post.success ? this.open(post.data, settings) : null;
    if (!post.success || !params) {
      res.status(200).type('html').send(page('交易失敗', '<h1>交易資料檢核失敗</h1><p class="note">TradeSha 不符或資料無法解密。</p>'));
      return;
    }
    const trade = await this.accept(params, req);
    if (!trade.ok) {
      res
        .status(400)
        .type('html')
        .send(page('交易失敗', `<h1>${escapeHtml(trade.message)}</h1>`));
      return;
    }
    const hidden = (action: string) =>
      ['MerchantID', 'TradeInfo', 'TradeSha', 'Version']
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(String(post.data[k as keyof typeof post.data] ?? ''))}">`)
        .join('') + `<input type="hidden" name="action" value="${action}">`;
    const html = page(
      '模擬付款 - 藍新金流 MPG',
      `<h1>模擬付款</h1><p class="note">本機開發用付款頁（不會真的扣款）</p>
<dl><dt>商品</dt><dd>${escapeHtml(params.get('ItemDesc') ?? '')}</dd>
<dt>訂單編號</dt><dd>${escapeHtml(params.get('MerchantOrderNo') ?? '')}</dd>
<dt>金額</dt><dd class="amount">NT$ ${escapeHtml(params.get('Amt') ?? '')}</dd></dl>
<div class="row"><form method="post" action="complete">${hidden('cancel')}<button class="cancel" type="submit">取消</button></form>
<form method="post" action="complete">${hidden('pay')}<button class="pay" type="submit">付款</button></form></div>`,
    );
    res.status(200).type('html').send(html);
  }

  @Post('complete')
  @ApiDoc({
    summary: "Development card gateway: the shopper's choice (only with the dev gateway configured)",
    answer: {
      status: 200,
      media: 'text/html',
      schema: z.string(),
      description: "A page that posts the result to the shop's own return path, after notifying the shop process itself; 400 as for the payment page",
    },
    body: decisionSchema,
    form: true,
  })
  async complete(@Body() body: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const settings = this.requireDev();
    const post = decisionSchema.safeParse(body);
    const params = post.success ? this.open(post.data, settings) : null;
    res.setHeader('Cache-Control', 'no-store');
    if (!post.success || !params) {
      res.status(400).type('html').send(page('交易失敗', '<h1>交易資料檢核失敗</h1>'));
      return;
    }
    const trade = await this.accept(params, req);
    if (!trade.ok) {
      res
        .status(400)
        .type('html')
        .send(page('交易失敗', `<h1>${escapeHtml(trade.message)}</h1>`));
      return;
    }
    const paid = post.data.action === 'pay';
    const now = new Date(Date.now() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    const result = {
      Status: paid ? 'SUCCESS' : DEV_CANCEL_STATUS,
      Message: paid ? '授權成功' : '使用者取消付款',
      Result: {
        MerchantID: settings.merchantId,
        Amt: trade.amount,
        TradeNo: `${DEV_TRADE_PREFIX}${randomBytes(7).toString('hex').toUpperCase()}`,
        MerchantOrderNo: trade.merchantOrderNo,
        RespondType: 'JSON',
        PaymentType: 'CREDIT',
        PayTime: now,
        IP: '127.0.0.1',
        EscrowBank: 'DEV',
        ...(paid ? { Auth: '123456', Card6No: '400022', Card4No: '1111', RespondCode: '00' } : {}),
      },
    };
    const tradeInfo = encryptTradeInfo(JSON.stringify(result), settings.keys);
    const fields = {
      Status: result.Status,
      MerchantID: settings.merchantId,
      Version: '2.0',
      TradeInfo: tradeInfo,
      TradeSha: tradeSha(tradeInfo, settings.keys),
    };
    // Server to server, as NewebPay does; the browser's return below settles it too if this fails.
    await fetch(this.notifyTarget(req, trade.kind), { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(10_000) })
      .then((r) => (r.ok ? undefined : this.logger.warn(`notify answered ${r.status}`)))
      .catch((error: unknown) => this.logger.warn(`notify failed: ${String(error)}`));
    res
      .status(200)
      .type('html')
      .send(page('返回商店', `<p class="note">正在返回商店…</p>${mpgFormHtml(`${trade.origin}${trade.kind.returnPath}`, fields)}`));
  }
}
