// POST /api/raffle/tube/{tubeId}/line/join: stand in the line for a held tube (not in the spec).
// Answers the caller's place; joining again answers the place already held. A sold-out tube → 409.
import { ConflictException, Controller, HttpCode, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, tubeIdParamSchema, type JoinLineResponse, joinLineResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import { LineClosedError, LineFull } from '../../../lines/lines.public';
import { TubeNotOpen } from '../../domain/tube.decide';
import { TubeLineReader } from '../../queries/tube-line.reader';
import { JoinTubeLineCommand } from './join-tube-line.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class JoinTubeLineHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TubeLineReader) private readonly lines: TubeLineReader,
  ) {}

  @Post(':tubeId/line/join')
  @HttpCode(200)
  @UseGuards(AuthGuard, MembersOnlyGuard)
  @ApiDoc({ summary: "Stand in a held tube's line (first come, first served); joining again keeps the place", answer: joinLineResponseSchema })
  async join(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<JoinLineResponse> {
    const now = new Date();
    try {
      await this.commands.execute(new JoinTubeLineCommand(tubeId, user.userId, userMetadata(req, user.userId, now)));
    } catch (error) {
      if (error instanceof TubeNotOpen) throw new NotFoundException({ success: false, message: messages.ichiban.tubeIdMissing });
      if (error instanceof LineClosedError || error instanceof LineFull) throw new ConflictException({ success: false, message: error.message });
      throw error;
    }
    const { mine } = await this.lines.place(tubeId, user.userId, now);
    // Joined and, on a free tube, offered then claimed by nobody yet: the place is there unless it was just passed on.
    if (!mine) throw new ConflictException({ success: false, message: messages.holdLine.ticketMissing });
    return { success: true, line: mine };
  }
}
