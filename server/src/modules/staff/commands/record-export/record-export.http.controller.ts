// POST /api/admin/users/{userId}/exports (support, admin): the browser exports the member's history
// as support sees it; the export is recorded against the staff member on the member's case record.
import { Body, Controller, HttpCode, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  messages,
  recordExportRequestSchema,
  userIdParamSchema,
  type RecordExportRequest,
  type RecordExportResponse,
  recordExportResponseSchema,
} from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { RecordExportCommand } from './record-export.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/users')
@UseGuards(AuthGuard)
export class RecordExportHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  @Post(':userId/exports')
  @HttpCode(200)
  @Roles('support', 'admin')
  @ApiDoc({ summary: "Record that support exported a member's history (to attach to a case)", answer: recordExportResponseSchema })
  async record(
    @Param('userId', validate(userIdParamSchema)) userId: string,
    @Body(validate(recordExportRequestSchema)) body: RecordExportRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<RecordExportResponse> {
    // A closed account's history may still be exported for its case: the account row stays.
    if (!(await this.db.getRepository(UserAccountRow).existsBy({ userId })))
      throw new NotFoundException({ success: false, message: messages.common.userNotFound });
    await this.commands.execute(new RecordExportCommand({ userId, staffId: staff.userId, ...body }, staffMetadata(req, staff.userId, new Date())));
    return { success: true };
  }
}
