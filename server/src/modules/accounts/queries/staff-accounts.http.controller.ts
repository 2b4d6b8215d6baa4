// GET /api/admin/staff-accounts (admin only): every account whose role is not member.
import { staffAccountsResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { StaffAccountsResponse } from '@shop/contracts';
import { AuthGuard, Roles } from '../auth.guard';
import { StaffAccountsReader } from './staff-accounts.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/staff-accounts')
@UseGuards(AuthGuard)
export class StaffAccountsHttpController {
  constructor(@Inject(StaffAccountsReader) private readonly accounts: StaffAccountsReader) {}

  @Get()
  @Roles('admin')
  @ApiDoc({ summary: 'Every staff account (role support, auditor or admin)', answer: staffAccountsResponseSchema })
  async list(): Promise<StaffAccountsResponse> {
    return { success: true, data: await this.accounts.list() };
  }
}
