// GET /api/blindbox/package/{packageId}/line: the caller's place in the box's line (null when not in it).
import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { blindboxIdParamSchema, type LineStatusResponse, lineStatusResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { PackageLineReader } from './package-line.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Blind box')
@Controller('blindbox/package')
export class PackageLineHttpController {
  constructor(@Inject(PackageLineReader) private readonly lines: PackageLineReader) {}

  @Get(':packageId/line')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The caller's place in a box's line (every slot held), and how many wait", answer: lineStatusResponseSchema })
  async line(@Param('packageId', validate(blindboxIdParamSchema)) packageId: string, @CurrentUser() user: SessionUser): Promise<LineStatusResponse> {
    return { success: true, ...(await this.lines.place(packageId, user.userId, new Date())) };
  }
}
