// POST /api/user/coupons/redeem {code}: the spec's limits answer 429 with their messages.
import { BadRequestException, Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { messages, redeemCouponRequestSchema, type RedeemCouponRequest, type RedeemCouponResponse } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../http/request-metadata';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser } from '../../accounts/auth.guard';
import type { SessionUser } from '../../accounts/sessions.service';
import { CouponsService, RedeemRefused } from './coupons.service';

@Controller('user/coupons')
export class RedeemCouponHttpController {
  constructor(@Inject(CouponsService) private readonly coupons: CouponsService) {}

  @Post('redeem')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async redeem(@Body(validate(redeemCouponRequestSchema)) body: RedeemCouponRequest, @CurrentUser() user: SessionUser, @Req() req: Request): Promise<RedeemCouponResponse> {
    try {
      const { coupon, list } = await this.coupons.redeem(user.userId, body.code, userMetadata(req, user.userId, new Date()));
      return { success: true, status: 'success', message: `${coupon.title}`, coupon, updated_coupons: list.coupons };
    } catch (error) {
      if (error instanceof RedeemRefused) {
        if (error.status === 429) throw new HttpException({ success: false, status: 'error', message: error.message }, 429);
        throw new BadRequestException({ success: false, status: 'error', message: error.message || messages.coupon.redeemFailed });
      }
      throw error;
    }
  }
}
