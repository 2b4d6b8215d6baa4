// PUT /api/admin/coupon-codes/{code} (admin role; not in the spec): edit a redeem code's name, words,
// redeem period and member limit.
import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  couponCodeParamSchema,
  updateCouponCodeRequestSchema,
  updateCouponCodeResponseSchema,
  type AdminCouponCode,
  type UpdateCouponCodeResponse,
} from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { UpdateCouponCodeCommand } from './update-coupon-code.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/coupon-codes')
@UseGuards(AuthGuard)
@Roles('admin')
export class UpdateCouponCodeHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':code')
  @ApiDoc({
    summary:
      "Edit a code's title, description, redeem period and member limit (400 unchanged, past end or below redeemed; 404 no such code; 409 ended)",
    answer: updateCouponCodeResponseSchema,
  })
  async update(
    @Param('code', validate(couponCodeParamSchema)) code: string,
    @Body(validate(updateCouponCodeRequestSchema)) body: z.output<typeof updateCouponCodeRequestSchema>,
    @CurrentUser() staff: SessionUser,
  ): Promise<UpdateCouponCodeResponse> {
    const data = await this.commands.execute<UpdateCouponCodeCommand, AdminCouponCode>(
      new UpdateCouponCodeCommand(code, body, staff.userId, new Date()),
    );
    return { success: true, data };
  }
}
