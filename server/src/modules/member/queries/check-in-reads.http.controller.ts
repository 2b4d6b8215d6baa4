// GET /api/user/check-in/status, /api/user/check-in/history (member) and /api/check-in/latest (anyone).
import { checkInHistoryResponseSchema, checkInLatestResponseSchema, checkInStatusResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { CheckInHistoryResponse, CheckInLatestResponse, CheckInStatusResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { CheckInReader } from './check-in.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller()
export class CheckInReadsHttpController {
  constructor(@Inject(CheckInReader) private readonly checkIns: CheckInReader) {}

  @Get('user/check-in/status')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "Today's check-in and the 7-day reward table", answer: checkInStatusResponseSchema })
  async status(@CurrentUser() user: SessionUser): Promise<CheckInStatusResponse> {
    return { success: true, data: await this.checkIns.status(user.userId, new Date()) };
  }

  @Get('user/check-in/history')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's check-ins", answer: checkInHistoryResponseSchema })
  async history(@CurrentUser() user: SessionUser): Promise<CheckInHistoryResponse> {
    return { success: true, data: await this.checkIns.history(user.userId) };
  }

  @Get('check-in/latest')
  @ApiDoc({ summary: 'Latest check-in rewards, names masked', answer: checkInLatestResponseSchema })
  async latest(): Promise<CheckInLatestResponse> {
    return { success: true, data: await this.checkIns.latest() };
  }
}
