// GET /api/admin/coupon-codes and GET /api/admin/check-in-rewards (admin role; not in the spec).
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AdminCheckInRewardsResponse, AdminCouponCodesResponse } from '@shop/contracts';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { StaffTablesReader } from './staff-tables.reader';

@Controller('admin')
@UseGuards(AuthGuard)
@Roles('admin')
export class StaffTablesHttpController {
  constructor(@Inject(StaffTablesReader) private readonly reader: StaffTablesReader) {}

  @Get('coupon-codes')
  async couponCodes(): Promise<AdminCouponCodesResponse> {
    return { success: true, data: await this.reader.couponCodes() };
  }

  @Get('check-in-rewards')
  async checkInRewards(): Promise<AdminCheckInRewardsResponse> {
    return { success: true, data: await this.reader.checkInRewards() };
  }
}
