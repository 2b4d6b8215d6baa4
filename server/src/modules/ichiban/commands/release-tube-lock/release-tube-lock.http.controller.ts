// POST /api/raffle/tube/{tubeId}/release: the holder leaves the ticket page or finishes the draw
// screen, so the next buyer need not wait out the lock. Not in the spec; safe to repeat.
import { ConflictException, Controller, HttpCode, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, tubeIdParamSchema, type ReleaseTubeLockResponse, releaseTubeLockResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { validate } from '../../../../http/zod-validation.pipe';
import { userMetadata } from '../../../../http/request-metadata';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { TubeAlreadySoldOut, TubeNotOpen } from '../../domain/tube.decide';
import { ReleaseTubeLockCommand } from './release-tube-lock.command';
import type { ReleaseTubeLockResult } from './release-tube-lock.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class ReleaseTubeLockHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':tubeId/release')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "Give back the caller's lock on a tube (on leaving the ticket page or the draw screen)", answer: releaseTubeLockResponseSchema })
  async release(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<ReleaseTubeLockResponse> {
    try {
      const result = await this.commands.execute<ReleaseTubeLockCommand, ReleaseTubeLockResult>(
        new ReleaseTubeLockCommand(tubeId, user.userId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, released: result.released };
    } catch (error) {
      if (error instanceof TubeNotOpen) throw new NotFoundException({ success: false, message: messages.ichiban.tubeIdMissing });
      if (error instanceof TubeAlreadySoldOut) throw new ConflictException({ success: false, message: messages.ichiban.tubeSoldOut });
      throw error;
    }
  }
}
