// POST /api/admin/coupon-codes (admin role; not in the spec): a redeem code members then enter on /coupons.
import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCouponCodeRequestSchema, type AdminCouponCode, type CreateCouponCodeResponse, createCouponCodeResponseSchema } from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CreateCouponCodeCommand } from './create-coupon-code.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/coupon-codes')
@UseGuards(AuthGuard)
@Roles('admin')
export class CreateCouponCodeHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @ApiDoc({ summary: 'Create a coupon redeem code and the coupon it grants (409 when the code exists)', answer: createCouponCodeResponseSchema })
  async create(
    @Body(validate(createCouponCodeRequestSchema)) body: z.output<typeof createCouponCodeRequestSchema>,
    @CurrentUser() staff: SessionUser,
  ): Promise<CreateCouponCodeResponse> {
    const data = await this.commands.execute<CreateCouponCodeCommand, AdminCouponCode>(new CreateCouponCodeCommand(body, staff.userId, new Date()));
    return { success: true, data };
  }
}
