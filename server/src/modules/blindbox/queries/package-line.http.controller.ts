// GET /api/blindbox/package/{packageId}/line: the caller's place in the box's line (null when not in it).
import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { blindboxIdParamSchema, type LineStatusResponse } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { PackageLineReader } from './package-line.reader';

@Controller('blindbox/package')
export class PackageLineHttpController {
  constructor(@Inject(PackageLineReader) private readonly lines: PackageLineReader) {}

  @Get(':packageId/line')
  @UseGuards(AuthGuard)
  async line(@Param('packageId', validate(blindboxIdParamSchema)) packageId: string, @CurrentUser() user: SessionUser): Promise<LineStatusResponse> {
    return { success: true, ...(await this.lines.place(packageId, user.userId, new Date())) };
  }
}
