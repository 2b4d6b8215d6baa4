// Staff tools: grant a coupon and adjust bonus points (admin and support). Both idempotent on
// the staff's reference, and recorded with the staff member as the actor.
import { BadRequestException, Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  adjustPointsRequestSchema,
  grantCouponRequestSchema,
  messages,
  walletUserIdParamSchema,
  type AdjustPointsRequest,
  type EventMetadata,
  type GrantCouponRequest,
  type WalletAdjustedResponse,
} from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../http/request-metadata';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles } from '../../accounts/auth.guard';
import type { SessionUser } from '../../accounts/sessions.service';
import { InsufficientPoints } from '../domain/wallet.decide';
import { availablePoints, type Wallet } from '../domain/wallet.state';
import { WalletRewards } from '../wallet-rewards.service';

function staffMetadata(req: Request, staff: SessionUser, now: Date): EventMetadata {
  return { ...userMetadata(req, staff.userId, now), actor: { kind: 'support', id: staff.userId } };
}

const adjusted = (wallet: Wallet, now: Date, couponId?: string): WalletAdjustedResponse => ({
  success: true,
  data: { tokens: wallet.tokens, points: availablePoints(wallet, now), ...(couponId ? { coupon_id: couponId } : {}) },
});

@Controller('admin/wallet')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class WalletStaffHttpController {
  constructor(@Inject(WalletRewards) private readonly rewards: WalletRewards) {}

  @Post(':userId/coupons')
  @HttpCode(200)
  async grantCoupon(
    @Param('userId', validate(walletUserIdParamSchema)) userId: string,
    @Body(validate(grantCouponRequestSchema)) body: GrantCouponRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<WalletAdjustedResponse> {
    const now = new Date();
    const couponId = `S-${body.reference}`;
    const wallet = await this.rewards.grantCoupon(
      {
        userId,
        couponId,
        title: body.title,
        amount: body.amount,
        minPurchase: body.min_purchase,
        description: body.description,
        categoryIds: body.category_ids,
        productIds: body.product_ids,
        expiresAt: new Date(now.getTime() + body.valid_days * 86_400_000).toISOString(),
        source: 'admin',
      },
      staffMetadata(req, staff, now),
    );
    return adjusted(wallet, now, couponId);
  }

  @Post(':userId/points')
  @HttpCode(200)
  async adjustPoints(
    @Param('userId', validate(walletUserIdParamSchema)) userId: string,
    @Body(validate(adjustPointsRequestSchema)) body: AdjustPointsRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<WalletAdjustedResponse> {
    const now = new Date();
    try {
      const wallet = await this.rewards.adjustPoints(
        { userId, delta: body.delta, reason: 'admin', reference: body.reference, description: body.description },
        staffMetadata(req, staff, now),
      );
      return adjusted(wallet, now);
    } catch (error) {
      if (error instanceof InsufficientPoints) throw new BadRequestException({ success: false, message: messages.points.insufficient });
      throw error;
    }
  }
}
