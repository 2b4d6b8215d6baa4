// POST /api/admin/wallet/{userId}/coupons (admin and support): idempotent on the staff's reference.
import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  grantCouponRequestSchema,
  walletUserIdParamSchema,
  type GrantCouponRequest,
  type WalletAdjustedResponse,
  walletAdjustedResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { validate } from '../../../../http/zod-validation.pipe';
import type { Wallet } from '../../domain/wallet.state';
import { staffMetadata } from '../../../../http/request-metadata';
import { staffGrant, walletAdjusted } from '../staff-answer';
import { GrantCouponCommand } from './grant-coupon.command';
import { AccountDirectory, AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/wallet')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class GrantCouponHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post(':userId/coupons')
  @HttpCode(200)
  @ApiDoc({ summary: 'Grant a member a coupon', answer: walletAdjustedResponseSchema })
  async grantCoupon(
    @Param('userId', validate(walletUserIdParamSchema)) userId: string,
    @Body(validate(grantCouponRequestSchema)) body: GrantCouponRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<WalletAdjustedResponse> {
    const now = new Date();
    const couponId = `S-${body.reference}`;
    const coupon = {
      userId,
      couponId,
      title: body.title,
      amount: body.amount,
      minPurchase: body.min_purchase,
      description: body.description,
      categoryIds: body.category_ids,
      productIds: body.product_ids,
      expiresAt: new Date(now.getTime() + body.valid_days * 86_400_000).toISOString(),
      source: 'admin' as const,
    };
    const wallet = await staffGrant(this.accounts, userId, () =>
      this.commands.execute<GrantCouponCommand, Wallet>(new GrantCouponCommand(coupon, staffMetadata(req, staff.userId, now))),
    );
    return walletAdjusted(wallet, now, couponId);
  }
}
