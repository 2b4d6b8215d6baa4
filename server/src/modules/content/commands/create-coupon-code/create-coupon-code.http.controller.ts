// POST /api/admin/coupon-codes (admin role; not in the spec): a redeem code members then enter on /coupons.
import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCouponCodeRequestSchema, type AdminCouponCode, type CreateCouponCodeResponse } from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CreateCouponCodeCommand } from './create-coupon-code.command';

@Controller('admin/coupon-codes')
@UseGuards(AuthGuard)
@Roles('admin')
export class CreateCouponCodeHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  async create(
    @Body(validate(createCouponCodeRequestSchema)) body: z.output<typeof createCouponCodeRequestSchema>,
    @CurrentUser() staff: SessionUser,
  ): Promise<CreateCouponCodeResponse> {
    const data = await this.commands.execute<CreateCouponCodeCommand, AdminCouponCode>(new CreateCouponCodeCommand(body, staff.userId, new Date()));
    return { success: true, data };
  }
}
