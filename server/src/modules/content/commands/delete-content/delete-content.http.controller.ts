// The back office's delete endpoints for editorial content (admin role only).
import { Controller, Delete, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminContentIdSchema } from '@shop/contracts';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../../accounts/accounts.public';
import { HotKeywordRow } from '../../../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow } from '../../content.entities';
import { DeleteContentCommand } from './delete-content.command';

@Controller('admin/content')
@UseGuards(AuthGuard)
@Roles('admin')
export class DeleteContentHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private async remove(table: EntityTarget<ObjectLiteral>, id: number) {
    await this.commands.execute(new DeleteContentCommand(table, id));
    return { success: true as const };
  }

  @Delete('banners/:id')
  deleteBanner(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(BannerRow, id);
  }
  @Delete('cover-promos/:id')
  deletePromo(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(CoverPromoRow, id);
  }
  @Delete('notices/:id')
  deleteNotice(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(NoticeRow, id);
  }
  @Delete('official-info/:id')
  deleteInfo(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(OfficialInfoRow, id);
  }
  @Delete('notifications/:id')
  deleteNotification(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(NotificationRow, id);
  }
  @Delete('hot-keywords/:id')
  deleteKeyword(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(HotKeywordRow, id);
  }
}
