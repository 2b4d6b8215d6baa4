// The back office's create and update endpoints for editorial content (admin role only): each kind
// maps its validated payload onto its table's columns.
import { Body, Controller, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  adminBannerSchema,
  adminContentIdSchema,
  adminCoverPromoSchema,
  adminHotKeywordSchema,
  adminNoticeSchema,
  adminNotificationSchema,
  adminOfficialInfoSchema,
  adminContentSavedResponseSchema,
} from '@shop/contracts';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { HotKeywordRow } from '../../../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow } from '../../content.entities';
import { SaveContentCommand } from './save-content.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const info = (i: z.infer<typeof adminOfficialInfoSchema>): Partial<OfficialInfoRow> => ({
  title: i.title,
  mainImage: i.main_image,
  images: i.images,
  content: i.content,
  publishedAt: i.published_at ? new Date(i.published_at) : new Date(),
});

@ApiTag('Back office')
@Controller('admin/content')
@UseGuards(AuthGuard)
@Roles('admin')
export class SaveContentHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private async save<T extends ObjectLiteral>(staffId: string, table: EntityTarget<T>, id: number | null, values: Partial<T>) {
    const data = await this.commands.execute<SaveContentCommand<T>, T>(new SaveContentCommand(table, id, values, staffId, new Date()));
    return { success: true as const, data };
  }

  @Post('banners')
  @ApiDoc({ summary: 'Create a banner', answer: adminContentSavedResponseSchema })
  createBanner(@CurrentUser() staff: SessionUser, @Body(validate(adminBannerSchema)) b: z.infer<typeof adminBannerSchema>) {
    return this.save(staff.userId, BannerRow, null, { imageUrl: b.image_url, link: b.link, sort: b.sort, active: b.active });
  }
  @Put('banners/:id')
  @ApiDoc({ summary: 'Replace a banner', answer: adminContentSavedResponseSchema })
  updateBanner(
    @CurrentUser() staff: SessionUser,
    @Param('id', validate(adminContentIdSchema)) id: number,
    @Body(validate(adminBannerSchema)) b: z.infer<typeof adminBannerSchema>,
  ) {
    return this.save(staff.userId, BannerRow, id, { imageUrl: b.image_url, link: b.link, sort: b.sort, active: b.active });
  }

  @Post('cover-promos')
  @ApiDoc({ summary: 'Create a cover promo', answer: adminContentSavedResponseSchema })
  createPromo(@CurrentUser() staff: SessionUser, @Body(validate(adminCoverPromoSchema)) p: z.infer<typeof adminCoverPromoSchema>) {
    return this.save(staff.userId, CoverPromoRow, null, p);
  }
  @Put('cover-promos/:id')
  @ApiDoc({ summary: 'Replace a cover promo', answer: adminContentSavedResponseSchema })
  updatePromo(
    @CurrentUser() staff: SessionUser,
    @Param('id', validate(adminContentIdSchema)) id: number,
    @Body(validate(adminCoverPromoSchema)) p: z.infer<typeof adminCoverPromoSchema>,
  ) {
    return this.save(staff.userId, CoverPromoRow, id, p);
  }

  // Marquee notices
  @Post('notices')
  @ApiDoc({ summary: 'Create a marquee notice', answer: adminContentSavedResponseSchema })
  createNotice(@CurrentUser() staff: SessionUser, @Body(validate(adminNoticeSchema)) n: z.infer<typeof adminNoticeSchema>) {
    return this.save(staff.userId, NoticeRow, null, { ...n, createdAt: new Date() });
  }
  @Put('notices/:id')
  @ApiDoc({ summary: 'Replace a marquee notice', answer: adminContentSavedResponseSchema })
  updateNotice(
    @CurrentUser() staff: SessionUser,
    @Param('id', validate(adminContentIdSchema)) id: number,
    @Body(validate(adminNoticeSchema)) n: z.infer<typeof adminNoticeSchema>,
  ) {
    return this.save(staff.userId, NoticeRow, id, n);
  }

  @Post('official-info')
  @ApiDoc({ summary: 'Create a official information article', answer: adminContentSavedResponseSchema })
  createInfo(@CurrentUser() staff: SessionUser, @Body(validate(adminOfficialInfoSchema)) i: z.infer<typeof adminOfficialInfoSchema>) {
    return this.save(staff.userId, OfficialInfoRow, null, info(i));
  }
  @Put('official-info/:id')
  @ApiDoc({ summary: 'Replace a official information article', answer: adminContentSavedResponseSchema })
  updateInfo(
    @CurrentUser() staff: SessionUser,
    @Param('id', validate(adminContentIdSchema)) id: number,
    @Body(validate(adminOfficialInfoSchema)) i: z.infer<typeof adminOfficialInfoSchema>,
  ) {
    return this.save(staff.userId, OfficialInfoRow, id, info(i));
  }

  // Notifications to everyone
  @Post('notifications')
  @ApiDoc({ summary: 'Send a notification', answer: adminContentSavedResponseSchema })
  createNotification(@CurrentUser() staff: SessionUser, @Body(validate(adminNotificationSchema)) n: z.infer<typeof adminNotificationSchema>) {
    return this.save(staff.userId, NotificationRow, null, { ...n, userId: null, createdAt: new Date() });
  }

  // Search hot keywords
  @Post('hot-keywords')
  @ApiDoc({ summary: 'Add a hot keyword', answer: adminContentSavedResponseSchema })
  createKeyword(@CurrentUser() staff: SessionUser, @Body(validate(adminHotKeywordSchema)) k: z.infer<typeof adminHotKeywordSchema>) {
    return this.save(staff.userId, HotKeywordRow, null, k);
  }
}
