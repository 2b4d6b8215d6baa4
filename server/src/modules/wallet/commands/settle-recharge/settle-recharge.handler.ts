// Settles a recharge from a gateway post: verify TradeSha first, then decrypt, then settle
// `recharge-<MerchantOrderNo>` and credit the wallet once per merchant order number, however often
// the result arrives. A bad post throws RejectedGatewayResult and changes nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { RechargeAmountMismatch, rechargeDecider, rechargeStreamId, UnknownRecharge } from '../../domain/recharge.decide';
import { decryptTradeInfo, MpgCodecError, verifyTradeSha } from '../../newebpay/mpg-codec';
import { RejectedGatewayResult } from '../../newebpay/mpg-gateway';
import { MPG_SETTINGS, type MpgSettings } from '../../newebpay/mpg-settings';
import { runWalletCommand } from '../wallet-command';
import { SettleRechargeCommand } from './settle-recharge.command';

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

@CommandHandler(SettleRechargeCommand)
export class SettleRechargeHandler implements ICommandHandler<SettleRechargeCommand, SettledRecharge> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MPG_SETTINGS) private readonly settings: MpgSettings | null,
  ) {}

  async execute({ post, metadata }: SettleRechargeCommand): Promise<SettledRecharge> {
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
      await runWalletCommand(
        this.store,
        recharge.userId,
        {
          type: 'CreditTokens',
          data: {
            userId: recharge.userId,
            amount: recharge.amount,
            reference: `recharge:${merchantOrderNo}`,
            source: 'recharge',
            description: `代幣儲值 ${recharge.amount}`,
          },
        },
        metadata,
      );
    }
    return { merchantOrderNo, amount: recharge.amount, paid: recharge.status === 'paid', message: String(result.Message ?? '') };
  }
}
