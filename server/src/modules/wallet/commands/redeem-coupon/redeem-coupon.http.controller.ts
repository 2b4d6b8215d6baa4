// POST /api/user/coupons/redeem {code}: the spec's limits answer 429 with their messages.
import { BadRequestException, Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  messages,
  redeemCouponRequestSchema,
  type RedeemCouponRequest,
  type RedeemCouponResponse,
  redeemCouponResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { CouponsReader } from '../../queries/coupons.reader';
import { RedeemCouponCommand } from './redeem-coupon.command';
import { RedeemRefused, type RedeemedCoupon } from './redeem-coupon.handler';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Wallet')
@Controller('user/coupons')
export class RedeemCouponHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CouponsReader) private readonly coupons: CouponsReader,
  ) {}

  @Post('redeem')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Redeem a coupon code', answer: redeemCouponResponseSchema })
  async redeem(
    @Body(validate(redeemCouponRequestSchema)) body: RedeemCouponRequest,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<RedeemCouponResponse> {
    const now = new Date();
    try {
      const redeemed = await this.commands.execute<RedeemCouponCommand, RedeemedCoupon>(
        new RedeemCouponCommand(user.userId, body.code, userMetadata(req, user.userId, now)),
      );
      // Answered from the decided wallet: the new coupon is in the list at once.
      const list = await this.coupons.listOf(redeemed.wallet, {}, now);
      const coupon = list.coupons.find((c) => c.id === redeemed.couponId);
      if (!coupon) throw new RedeemRefused(messages.coupon.redeemError, 400);
      return { success: true, status: 'success', message: messages.coupon.redeemed(coupon.title), coupon, updated_coupons: list.coupons };
    } catch (error) {
      if (error instanceof RedeemRefused) {
        if (error.status === 429) throw new HttpException({ success: false, status: 'error', message: error.message }, 429);
        throw new BadRequestException({ success: false, status: 'error', message: error.message || messages.coupon.redeemFailed });
      }
      throw error;
    }
  }
}
