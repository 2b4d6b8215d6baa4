// POST /api/rewards/pwa-install (spec 000 §7): a member who installed the app claims a coupon once.
// The primary key on pwa_install_rewards is the one-per-member guard, so two racing claims give
// one reward. The coupon goes to the wallet with an id derived from the member, and the wallet
// grants a coupon id once: a claim interrupted between the two steps is completed by the next
// call instead of being lost or doubled.
import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PwaInstallRewardResponse } from '@shop/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { userMetadata } from '../../http/request-metadata';
import { GrantCouponCommand } from '../wallet/wallet.public';
import { PwaInstallRewardRow } from './content.entities';
import { AuthGuard, CurrentUser, type SessionUser } from '../accounts/accounts.public';

export const PWA_INSTALL_COUPON_TITLE = '安裝 App 專屬 50 元折價券';
const COUPON_AMOUNT = 50;
const COUPON_MIN_PURCHASE = 300;
const COUPON_VALID_DAYS = 30;

@Controller('rewards')
export class PwaInstallRewardHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Post('pwa-install')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async claim(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<PwaInstallRewardResponse> {
    const inserted = await this.db.query<unknown[]>(
      'INSERT INTO pwa_install_rewards (user_id, coupon_title, claimed_at) VALUES ($1, $2, now()) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
      [user.userId, PWA_INSTALL_COUPON_TITLE],
    );
    const claim = await this.db.getRepository(PwaInstallRewardRow).findOneByOrFail({ userId: user.userId });
    await this.commands.execute(
      new GrantCouponCommand(
        {
        userId: user.userId,
        couponId: `pwa-install-${user.userId}`,
        title: claim.couponTitle,
        amount: COUPON_AMOUNT,
        minPurchase: COUPON_MIN_PURCHASE,
        description: '感謝安裝抽抽樂 App，全站商品皆可使用。',
        categoryIds: [],
        productIds: [],
        expiresAt: new Date(claim.claimedAt.getTime() + COUPON_VALID_DAYS * 86_400_000).toISOString(),
        source: 'pwa_install',
        },
        userMetadata(req, user.userId, new Date()),
      ),
    );
    return { success: true, already_claimed: inserted.length === 0, data: { coupon: { title: claim.couponTitle } } };
  }
}
