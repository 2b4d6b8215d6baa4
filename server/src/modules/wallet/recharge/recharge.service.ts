// Recharge through NewebPay MPG: start one (record it, hand the browser a form for the gateway),
// and settle it from the gateway's notify or return post (verify TradeSha first, then decrypt,
// then credit the wallet once per merchant order number, however often the result arrives).
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CompleteInvoice, EventMetadata, MpgFormPost } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { runCommand } from '../../../platform/command-runner';
import { RechargeAmountMismatch, rechargeDecider, rechargeStreamId, UnknownRecharge } from '../domain/recharge.decide';
import { decryptTradeInfo, encryptTradeInfo, MpgCodecError, toQueryString, tradeSha, verifyTradeSha } from '../newebpay/mpg-codec';
import { mpgFormHtml } from '../newebpay/mpg-form';
import { DEV_GATEWAY_PATH, MPG_SETTINGS, type MpgSettings } from '../newebpay/mpg-settings';
import { WalletStore } from '../wallet-store';

export const MPG_VERSION = '2.0';

export class RechargeUnavailable extends Error {}
/** A notify or return post that is forged, tampered with, or about no recharge of ours. */
export class RejectedGatewayResult extends Error {}

export interface StartedRecharge {
  merchantOrderNo: string;
  amount: number;
  paymentForm: string;
}

export interface SettledRecharge {
  merchantOrderNo: string;
  amount: number;
  paid: boolean;
  message: string;
}

/** The MPG result as decrypted from TradeInfo (RespondType JSON). */
interface MpgResult {
  Status?: string;
  Message?: string;
  Result?: { MerchantID?: string; MerchantOrderNo?: string; Amt?: number | string; TradeNo?: string; PaymentType?: string; PayTime?: string };
}

/** R + yyyymmddHHMMss + 6 random characters: unique, ≤ 30 characters of [A-Z0-9] as MPG requires. */
export function newMerchantOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const random = randomBytes(6)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(6, 'X')
    .slice(0, 6);
  return `R${stamp}${random}`;
}

@Injectable()
export class RechargeService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WalletStore) private readonly wallets: WalletStore,
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
  ) {}

  async start(userId: string, request: CompleteInvoice & { amount: number }, origin: string, metadata: EventMetadata): Promise<StartedRecharge> {
    const settings = this.settings;
    if (!settings) throw new RechargeUnavailable('NewebPay merchant keys are not configured');
    const now = new Date(metadata.occurredAt);
    const merchantOrderNo = newMerchantOrderNo(now);
    const { amount } = request;
    await runCommand({
      store: this.store,
      streamId: rechargeStreamId(merchantOrderNo),
      decider: rechargeDecider,
      command: {
        type: 'RequestRecharge',
        data: {
          merchantOrderNo,
          userId,
          amount,
          invoice: {
            invoiceType: request.invoice_type,
            email: request.email,
            carrierCode: request.carrier_code || undefined,
            taxId: request.tax_id || undefined,
            companyName: request.company_name || undefined,
            donationCode: request.donation_code || undefined,
          },
        },
      },
      metadata,
    });
    const tradeInfo = encryptTradeInfo(
      toQueryString({
        MerchantID: settings.merchantId,
        RespondType: 'JSON',
        TimeStamp: Math.floor(now.getTime() / 1000),
        Version: MPG_VERSION,
        MerchantOrderNo: merchantOrderNo,
        Amt: amount,
        ItemDesc: `代幣儲值 ${amount}`,
        Email: request.email,
        LoginType: 0,
        CREDIT: 1,
        ReturnURL: `${origin}/api/recharge/return`,
        NotifyURL: `${origin}/api/recharge/notify`,
        ClientBackURL: `${origin}/recharge/complete?status=cancelled&order_no=${merchantOrderNo}`,
      }),
      settings.keys,
    );
    const gateway = settings.gateway === 'dev' ? `${origin}${DEV_GATEWAY_PATH}` : settings.gateway;
    const paymentForm = mpgFormHtml(gateway, {
      MerchantID: settings.merchantId,
      TradeInfo: tradeInfo,
      TradeSha: tradeSha(tradeInfo, settings.keys),
      Version: MPG_VERSION,
    });
    return { merchantOrderNo, amount, paymentForm };
  }

  /** Settles a recharge from a gateway post; throws RejectedGatewayResult and changes nothing for a bad one. */
  async settle(post: MpgFormPost, metadata: EventMetadata): Promise<SettledRecharge> {
    const settings = this.settings;
    if (!settings) throw new RejectedGatewayResult('recharge is not configured');
    // The signature first: nothing forged is ever decrypted or parsed.
    if (post.MerchantID !== settings.merchantId) throw new RejectedGatewayResult('another merchant');
    if (!verifyTradeSha(post.TradeInfo, post.TradeSha, settings.keys)) throw new RejectedGatewayResult('TradeSha does not match');
    let result: MpgResult;
    try {
      result = JSON.parse(decryptTradeInfo(post.TradeInfo, settings.keys)) as MpgResult;
    } catch (error) {
      if (error instanceof MpgCodecError || error instanceof SyntaxError) throw new RejectedGatewayResult(`unreadable TradeInfo: ${error.message}`);
      throw error;
    }
    const r = result.Result ?? {};
    if (r.MerchantID !== settings.merchantId || typeof r.MerchantOrderNo !== 'string' || !/^[A-Za-z0-9_]{1,30}$/.test(r.MerchantOrderNo)) {
      throw new RejectedGatewayResult('result names no order of ours');
    }
    const merchantOrderNo = r.MerchantOrderNo;
    const success = result.Status === 'SUCCESS';
    let settled;
    try {
      settled = await runCommand({
        store: this.store,
        streamId: rechargeStreamId(merchantOrderNo),
        decider: rechargeDecider,
        command: {
          type: 'SettleRecharge',
          data: {
            merchantOrderNo,
            success,
            status: String(result.Status ?? ''),
            message: String(result.Message ?? ''),
            amount: Number(r.Amt),
            tradeNo: String(r.TradeNo ?? ''),
            paymentType: String(r.PaymentType ?? ''),
            payTime: String(r.PayTime ?? ''),
          },
        },
        metadata,
      });
    } catch (error) {
      if (error instanceof UnknownRecharge || error instanceof RechargeAmountMismatch) throw new RejectedGatewayResult(error.message);
      throw error;
    }
    const recharge = settled.state;
    if (recharge.status === 'none') throw new RejectedGatewayResult(`no recharge ${merchantOrderNo}`);
    if (recharge.status === 'paid') {
      // Idempotent on the reference: a replayed notify, or notify and return both, credit once.
      await this.wallets.execute(
        recharge.userId,
        {
          type: 'CreditTokens',
          data: { userId: recharge.userId, amount: recharge.amount, reference: `recharge:${merchantOrderNo}`, source: 'recharge', description: `代幣儲值 ${recharge.amount}` },
        },
        metadata,
      );
    }
    return { merchantOrderNo, amount: recharge.amount, paid: recharge.status === 'paid', message: String(result.Message ?? '') };
  }
}
