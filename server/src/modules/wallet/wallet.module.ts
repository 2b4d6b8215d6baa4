// Tokens, recharge, bonus points and coupons on `wallet-<userId>` streams. What other modules may
// use is in wallet.public.ts: the commands (on the CommandBus) and the decider, with which the
// purchase core decides a purchase's debit in memory (server/src/purchases).
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../config/config';
import { AdjustPointsHandler } from './commands/adjust-points/adjust-points.handler';
import { AdjustPointsHttpController } from './commands/adjust-points/adjust-points.http.controller';
import { ExpirePointsHandler } from './commands/expire-points/expire-points.handler';
import { PointsExpirySchedule } from './commands/expire-points/points-expiry.schedule';
import { GrantCouponHandler } from './commands/grant-coupon/grant-coupon.handler';
import { GrantCouponHttpController } from './commands/grant-coupon/grant-coupon.http.controller';
import { GrantTokensHandler } from './commands/grant-tokens/grant-tokens.handler';
import { GrantTokensHttpController } from './commands/grant-tokens/grant-tokens.http.controller';
import { GrantToolCardsHandler } from './commands/grant-tool-cards/grant-tool-cards.handler';
import { PayInvitationRewardHandler } from './commands/pay-invitation-reward/pay-invitation-reward.handler';
import { ToolCardsHttpController } from './queries/tool-cards.http.controller';
import { ToolCardsReader } from './queries/tool-cards.reader';
import { RedeemCouponHandler } from './commands/redeem-coupon/redeem-coupon.handler';
import { RedeemCouponHttpController } from './commands/redeem-coupon/redeem-coupon.http.controller';
import { SettleRechargeHandler } from './commands/settle-recharge/settle-recharge.handler';
import { SettleRechargeHttpController } from './commands/settle-recharge/settle-recharge.http.controller';
import { StartRechargeHandler } from './commands/start-recharge/start-recharge.handler';
import { StartRechargeHttpController } from './commands/start-recharge/start-recharge.http.controller';
import { seedDemoCouponCodes } from './coupons/seed-demo-coupon-codes';
import { DevGatewayHttpController } from './dev-gateway/dev-gateway.http.controller';
import { DevGatewayCloseHttpController } from './dev-gateway/dev-gateway-close.http.controller';
import { CARD_REFUND_GATEWAY, NewebPayCardRefunds } from './newebpay/credit-card-close';
import { MpgOrderKinds } from './newebpay/mpg-orders';
import { MPG_SETTINGS, mpgSettings } from './newebpay/mpg-settings';
import { RechargeOrderKind } from './newebpay/recharge-order-kind';
import { CouponsReader } from './queries/coupons.reader';
import { PointsReader } from './queries/points.reader';
import { RechargeHistoryHttpController } from './queries/recharge-history.http.controller';
import { RechargeHistoryReader } from './queries/recharge-history.reader';
import { WalletReadsHttpController } from './queries/wallet-reads.http.controller';
import { WalletReader } from './queries/wallet.reader';
import { AccountsModule } from '../accounts/accounts.module';
import { ExchangePointsHandler } from './commands/exchange-points/exchange-points.handler';
import { ExchangePointsHttpController } from './commands/exchange-points/exchange-points.http.controller';
import { PointsExchangeCatalogue } from './points-exchange/points-exchange-catalogue';

@Module({
  imports: [AccountsModule],
  controllers: [
    WalletReadsHttpController,
    RechargeHistoryHttpController,
    RedeemCouponHttpController,
    StartRechargeHttpController,
    SettleRechargeHttpController,
    GrantCouponHttpController,
    AdjustPointsHttpController,
    GrantTokensHttpController,
    DevGatewayHttpController,
    ToolCardsHttpController,
    ExchangePointsHttpController,
    DevGatewayCloseHttpController,
  ],
  providers: [
    AdjustPointsHandler,
    PayInvitationRewardHandler,
    GrantCouponHandler,
    GrantTokensHandler,
    GrantToolCardsHandler,
    ToolCardsReader,
    RedeemCouponHandler,
    StartRechargeHandler,
    SettleRechargeHandler,
    ExpirePointsHandler,
    PointsExpirySchedule,
    { provide: MPG_SETTINGS, useFactory: mpgSettings, inject: [APP_CONFIG] },
    MpgOrderKinds,
    RechargeOrderKind,
    WalletReader,
    PointsReader,
    CouponsReader,
    RechargeHistoryReader,
    ExchangePointsHandler,
    PointsExchangeCatalogue,
    { provide: CARD_REFUND_GATEWAY, useClass: NewebPayCardRefunds },
  ],
  exports: [MPG_SETTINGS, MpgOrderKinds, WalletReader, ToolCardsReader, CARD_REFUND_GATEWAY],
})
export class WalletModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Config,
    @Inject(MpgOrderKinds) private readonly mpgOrders: MpgOrderKinds,
    @Inject(RechargeOrderKind) private readonly recharges: RechargeOrderKind,
  ) {}

  onModuleInit(): void {
    this.mpgOrders.register(this.recharges);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) await seedDemoCouponCodes(this.db);
  }
}
