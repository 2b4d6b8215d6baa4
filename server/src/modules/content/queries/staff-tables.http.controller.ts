// GET /api/admin/coupon-codes and GET /api/admin/check-in-rewards (admin role; not in the spec).
import { adminCheckInRewardsResponseSchema, adminCouponCodesResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AdminCheckInRewardsResponse, AdminCouponCodesResponse } from '@shop/contracts';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { StaffTablesReader } from './staff-tables.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin')
@UseGuards(AuthGuard)
@Roles('admin')
export class StaffTablesHttpController {
  constructor(@Inject(StaffTablesReader) private readonly reader: StaffTablesReader) {}

  @Get('coupon-codes')
  @ApiDoc({ summary: 'Coupon redeem codes, newest first, each with how many members redeemed it', answer: adminCouponCodesResponseSchema })
  async couponCodes(): Promise<AdminCouponCodesResponse> {
    return { success: true, data: await this.reader.couponCodes() };
  }

  @Get('check-in-rewards')
  @ApiDoc({ summary: 'The 7-day check-in reward table (before the day-3 and day-5 doubling)', answer: adminCheckInRewardsResponseSchema })
  async checkInRewards(): Promise<AdminCheckInRewardsResponse> {
    return { success: true, data: await this.reader.checkInRewards() };
  }
}
