// POST /api/admin/coupon-codes/{code}/end (admin role; not in the spec): stop a redeem code now.
import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { couponCodeParamSchema, type AdminCouponCode, type EndCouponCodeResponse, createCouponCodeResponseSchema } from '@shop/contracts';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { EndCouponCodeCommand } from './end-coupon-code.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/coupon-codes')
@UseGuards(AuthGuard)
@Roles('admin')
export class EndCouponCodeHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':code/end')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Stop redeeming a code now: its redeemable_until becomes now (404 for no such code, 409 when it already ended)',
    answer: createCouponCodeResponseSchema,
  })
  async end(@Param('code', validate(couponCodeParamSchema)) code: string, @CurrentUser() staff: SessionUser): Promise<EndCouponCodeResponse> {
    const data = await this.commands.execute<EndCouponCodeCommand, AdminCouponCode>(new EndCouponCodeCommand(code, staff.userId, new Date()));
    return { success: true, data };
  }
}
