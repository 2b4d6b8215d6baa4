// GET /api/raffle/tube/{tubeId}/line: the caller's place in the tube's line (null when not in it).
import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { tubeIdParamSchema, type LineStatusResponse, lineStatusResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { TubeLineReader } from './tube-line.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class TubeLineHttpController {
  constructor(@Inject(TubeLineReader) private readonly lines: TubeLineReader) {}

  @Get(':tubeId/line')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The caller's place in a held tube's line, and how many wait", answer: lineStatusResponseSchema })
  async line(@Param('tubeId', validate(tubeIdParamSchema)) tubeId: string, @CurrentUser() user: SessionUser): Promise<LineStatusResponse> {
    return { success: true, ...(await this.lines.place(tubeId, user.userId, new Date())) };
  }
}
