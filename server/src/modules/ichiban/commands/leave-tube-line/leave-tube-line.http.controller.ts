// POST /api/raffle/tube/{tubeId}/line/leave: the page sends it when it is left (unmount, pagehide). Safe to repeat.
import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { tubeIdParamSchema, type LeaveLineResponse, leaveLineResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { LeaveTubeLineCommand } from './leave-tube-line.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class LeaveTubeLineHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':tubeId/line/leave')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "Leave a tube's line (on leaving the ticket page)", answer: leaveLineResponseSchema })
  async leave(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<LeaveLineResponse> {
    const { left } = await this.commands.execute<LeaveTubeLineCommand, { left: boolean }>(
      new LeaveTubeLineCommand(tubeId, user.userId, userMetadata(req, user.userId, new Date())),
    );
    return { success: true, left };
  }
}
