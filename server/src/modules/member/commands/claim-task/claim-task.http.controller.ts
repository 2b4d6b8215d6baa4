// POST /api/user/tasks/{id}/claim (002 §7 "Check-in and tasks"): data.growth_points; a task that is
// unknown, unfinished or already claimed this period answers 400 領取失敗.
import { BadRequestException, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, taskIdSchema, type TaskClaimResponse, type TaskRewardClaimed, taskClaimResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { TaskAlreadyClaimed, TaskNotFinished, UnknownTask } from '../../domain/tasks.decide';
import { ClaimTaskCommand } from './claim-task.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller('user/tasks')
@UseGuards(AuthGuard)
export class ClaimTaskHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/claim')
  @HttpCode(200)
  @ApiDoc({ summary: "Claim a finished task's growth points, once per period", answer: taskClaimResponseSchema })
  async claim(
    @Param('id', validate(taskIdSchema)) taskId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<TaskClaimResponse> {
    try {
      const claimed = await this.commands.execute<ClaimTaskCommand, TaskRewardClaimed['data']>(
        new ClaimTaskCommand(user.userId, taskId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, message: messages.tasks.claimed, data: { growth_points: claimed.growthPoints } };
    } catch (error) {
      if (error instanceof UnknownTask || error instanceof TaskNotFinished || error instanceof TaskAlreadyClaimed)
        throw new BadRequestException({ success: false, message: messages.tasks.claimFailed });
      throw error;
    }
  }
}
