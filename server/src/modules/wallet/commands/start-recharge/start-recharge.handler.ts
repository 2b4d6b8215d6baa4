// Records the recharge request, then hands the browser an MPG form for the gateway (ours in
// development, NewebPay's otherwise) with the encrypted, signed trade.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { rechargeDecider, rechargeStreamId } from '../../domain/recharge.decide';
import { encryptTradeInfo, toQueryString, tradeSha } from '../../newebpay/mpg-codec';
import { mpgFormHtml } from '../../newebpay/mpg-form';
import { MPG_VERSION } from '../../newebpay/mpg-gateway';
import { DEV_GATEWAY_PATH, MPG_SETTINGS, type MpgSettings } from '../../newebpay/mpg-settings';
import { RECHARGE_NOTIFY_PATH, RECHARGE_RETURN_PATH } from '../../newebpay/recharge-order-kind';
import { StartRechargeCommand } from './start-recharge.command';

export class RechargeUnavailable extends Error {}

export interface StartedRecharge {
  merchantOrderNo: string;
  amount: number;
  paymentForm: string;
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

@CommandHandler(StartRechargeCommand)
export class StartRechargeHandler implements ICommandHandler<StartRechargeCommand, StartedRecharge> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
  ) {}

  async execute({ userId, request, origin, metadata }: StartRechargeCommand): Promise<StartedRecharge> {
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
        // The expiry of an abandoned recharge counts on the gateway refusing payment after this.
        TradeLimit: constants.recharge.gatewayTradeLimitSeconds,
        ItemDesc: `代幣儲值 ${amount}`,
        Email: request.email,
        LoginType: 0,
        CREDIT: 1,
        ReturnURL: `${origin}${RECHARGE_RETURN_PATH}`,
        NotifyURL: `${origin}${RECHARGE_NOTIFY_PATH}`,
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
}
