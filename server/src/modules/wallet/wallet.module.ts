// Tokens, recharge, bonus points and coupons on `wallet-<userId>` streams. Exports
// MPG_SETTINGS (card payments) for the product modules and WalletRewards for rewards; purchases
// decide the wallet's events themselves (server/src/purchases).
import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../config/config';
import { AccountsModule } from '../accounts/accounts.module';
import { CouponsService } from './coupons/coupons.service';
import { RedeemCouponHttpController } from './coupons/redeem-coupon.http.controller';
import { seedDemoCouponCodes } from './coupons/seed-demo-coupon-codes';
import { DevGatewayHttpController } from './dev-gateway/dev-gateway.http.controller';
import { MPG_SETTINGS, mpgSettings } from './newebpay/mpg-settings';
import { PointsReader } from './queries/points.reader';
import { RechargeHistoryReader } from './queries/recharge-history.reader';
import { WalletReadsHttpController } from './queries/wallet-reads.http.controller';
import { RechargeHttpController } from './recharge/recharge.http.controller';
import { RechargeService } from './recharge/recharge.service';
import { WalletStaffHttpController } from './staff/wallet-staff.http.controller';
import { WalletRewards } from './wallet-rewards.service';
import { WalletStore } from './wallet-store';

@Module({
  imports: [AccountsModule],
  controllers: [WalletReadsHttpController, RedeemCouponHttpController, RechargeHttpController, DevGatewayHttpController, WalletStaffHttpController],
  providers: [
    WalletStore,
    { provide: MPG_SETTINGS, useFactory: mpgSettings, inject: [APP_CONFIG] },
    WalletRewards,
    CouponsService,
    PointsReader,
    RechargeHistoryReader,
    RechargeService,
  ],
  exports: [WalletRewards, MPG_SETTINGS],
})
export class WalletModule implements OnApplicationBootstrap {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) await seedDemoCouponCodes(this.db);
  }
}
