// PUT /api/admin/check-in-rewards/{day} (admin role; not in the spec): one day of the 7-day check-in cycle.
import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkInRewardDaySchema,
  putCheckInRewardRequestSchema,
  type AdminCheckInReward,
  type PutCheckInRewardResponse,
  putCheckInRewardResponseSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { PutCheckInRewardCommand } from './put-check-in-reward.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/check-in-rewards')
@UseGuards(AuthGuard)
@Roles('admin')
export class PutCheckInRewardHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':day')
  @ApiDoc({ summary: "Replace one day's check-in reward; members checking in from then on get it", answer: putCheckInRewardResponseSchema })
  async put(
    @Param('day', validate(checkInRewardDaySchema)) day: number,
    @Body(validate(putCheckInRewardRequestSchema)) body: z.output<typeof putCheckInRewardRequestSchema>,
    @CurrentUser() staff: SessionUser,
  ): Promise<PutCheckInRewardResponse> {
    const data = await this.commands.execute<PutCheckInRewardCommand, AdminCheckInReward>(
      new PutCheckInRewardCommand(day, body, staff.userId, new Date()),
    );
    return { success: true, data };
  }
}
