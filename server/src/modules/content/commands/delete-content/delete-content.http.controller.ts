// The back office's delete endpoints for editorial content (admin role only).
import { Controller, Delete, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminContentIdSchema, okResponseSchema } from '@shop/contracts';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { HotKeywordRow } from '../../../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow } from '../../content.entities';
import { DeleteContentCommand } from './delete-content.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
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
  @ApiDoc({ summary: 'Delete a banner', answer: okResponseSchema })
  deleteBanner(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, BannerRow, id);
  }
  @Delete('cover-promos/:id')
  @ApiDoc({ summary: 'Delete a cover promo', answer: okResponseSchema })
  deletePromo(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, CoverPromoRow, id);
  }
  @Delete('notices/:id')
  @ApiDoc({ summary: 'Delete a marquee notice', answer: okResponseSchema })
  deleteNotice(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, NoticeRow, id);
  }
  @Delete('official-info/:id')
  @ApiDoc({ summary: 'Delete a official information article', answer: okResponseSchema })
  deleteInfo(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, OfficialInfoRow, id);
  }
  @Delete('notifications/:id')
  @ApiDoc({ summary: 'Delete a notification', answer: okResponseSchema })
  deleteNotification(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, NotificationRow, id);
  }
  @Delete('hot-keywords/:id')
  @ApiDoc({ summary: 'Delete a hot keyword', answer: okResponseSchema })
  deleteKeyword(@CurrentUser() staff: SessionUser, @Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(staff.userId, HotKeywordRow, id);
  }
}
