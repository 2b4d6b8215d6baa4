// The primary key on pwa_install_rewards is the one-per-member guard, so two racing claims give
// one reward. The coupon goes to the wallet (its GrantCouponCommand, on the bus) with an id derived
// from the member, and the wallet grants a coupon id once: a claim interrupted between the two
// steps is completed by the next call instead of being lost or doubled.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GrantCouponCommand } from '../../../wallet/wallet.public';
import { PwaInstallRewardRow } from '../../content.entities';
import { ClaimInstallRewardCommand } from './claim-install-reward.command';

export const PWA_INSTALL_COUPON_TITLE = '安裝 App 專屬 50 元折價券';
const COUPON_AMOUNT = 50;
const COUPON_MIN_PURCHASE = 300;
const COUPON_VALID_DAYS = 30;

export interface InstallRewardClaim {
  couponTitle: string;
  alreadyClaimed: boolean;
}

@CommandHandler(ClaimInstallRewardCommand)
export class ClaimInstallRewardHandler implements ICommandHandler<ClaimInstallRewardCommand, InstallRewardClaim> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ userId, metadata }: ClaimInstallRewardCommand): Promise<InstallRewardClaim> {
    const inserted = await this.db.query<unknown[]>(
      'INSERT INTO pwa_install_rewards (user_id, coupon_title, claimed_at) VALUES ($1, $2, now()) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
      [userId, PWA_INSTALL_COUPON_TITLE],
    );
    const claim = await this.db.getRepository(PwaInstallRewardRow).findOneByOrFail({ userId });
    await this.commands.execute(
      new GrantCouponCommand(
        {
          userId,
          couponId: `pwa-install-${userId}`,
          title: claim.couponTitle,
          amount: COUPON_AMOUNT,
          minPurchase: COUPON_MIN_PURCHASE,
          description: '感謝安裝抽抽樂 App，全站商品皆可使用。',
          categoryIds: [],
          productIds: [],
          expiresAt: new Date(claim.claimedAt.getTime() + COUPON_VALID_DAYS * 86_400_000).toISOString(),
          source: 'pwa_install',
        },
        metadata,
      ),
    );
    return { couponTitle: claim.couponTitle, alreadyClaimed: inserted.length === 0 };
  }
}
