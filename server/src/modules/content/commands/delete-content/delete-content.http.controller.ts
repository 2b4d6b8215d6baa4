// The back office's delete endpoints for editorial content (admin role only).
import { Controller, Delete, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminContentIdSchema } from '@shop/contracts';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { HotKeywordRow } from '../../../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow } from '../../content.entities';
import { DeleteContentCommand } from './delete-content.command';

@Controller('admin/content')
@UseGuards(AuthGuard)
@Roles('admin')
export class DeleteContentHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private async remove(staffId: string, table: EntityTarget<ObjectLiteral>, id: number) {
    await this.commands.execute(new DeleteContentCommand(table, id, staffId, new Date()));
    return { success: true as const };
  }

  @Delete('banners/:id')
  deleteBanner(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, BannerRow, id);
  }
  @Delete('cover-promos/:id')
  deletePromo(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, CoverPromoRow, id);
  }
  @Delete('notices/:id')
  deleteNotice(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, NoticeRow, id);
  }
  @Delete('official-info/:id')
  deleteInfo(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, OfficialInfoRow, id);
  }
  @Delete('notifications/:id')
  deleteNotification(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, NotificationRow, id);
  }
  @Delete('hot-keywords/:id')
  deleteKeyword(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, HotKeywordRow, id);
  }
}
