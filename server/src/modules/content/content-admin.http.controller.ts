// The back office's write API for editorial content (admin role only). Plain CRUD: each kind maps
// its validated payload onto its table's columns.
import { Body, Controller, Delete, HttpCode, Inject, NotFoundException, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  adminBannerSchema,
  adminContentIdSchema,
  adminCoverPromoSchema,
  adminHotKeywordSchema,
  adminNoticeSchema,
  adminNotificationSchema,
  adminOfficialInfoSchema,
  adminPolicySchema,
  messages,
  policyKeySchema,
  type PolicyKey,
} from '@shop/contracts';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import { validate } from '../../http/zod-validation.pipe';
import { HotKeywordRow } from '../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow, PolicyRow } from './content.entities';
import { AuthGuard, Roles } from '../accounts/accounts.public';

const notFound = () => new NotFoundException({ success: false, message: messages.common.saveFailed });

@Controller('admin/content')
@UseGuards(AuthGuard)
@Roles('admin')
export class ContentAdminHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  private async create<T extends ObjectLiteral>(entity: EntityTarget<T>, values: Partial<T>) {
    const saved = await this.db.getRepository(entity).save(values as T);
    return { success: true as const, data: saved };
  }

  private async update<T extends ObjectLiteral>(entity: EntityTarget<T>, id: number, values: Partial<T>) {
    const result = await this.db.getRepository(entity).update(id, values);
    if (!result.affected) throw notFound();
    return { success: true as const, data: await this.db.getRepository(entity).findOneBy({ id } as never) };
  }

  private async remove<T extends ObjectLiteral>(entity: EntityTarget<T>, id: number) {
    const result = await this.db.getRepository(entity).delete(id);
    if (!result.affected) throw notFound();
    return { success: true as const };
  }

  // Banners
  @Post('banners')
  createBanner(@Body(validate(adminBannerSchema)) b: z.infer<typeof adminBannerSchema>) {
    return this.create(BannerRow, { imageUrl: b.image_url, link: b.link, sort: b.sort, active: b.active });
  }
  @Put('banners/:id')
  updateBanner(@Param('id', validate(adminContentIdSchema)) id: number, @Body(validate(adminBannerSchema)) b: z.infer<typeof adminBannerSchema>) {
    return this.update(BannerRow, id, { imageUrl: b.image_url, link: b.link, sort: b.sort, active: b.active });
  }
  @Delete('banners/:id')
  deleteBanner(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(BannerRow, id);
  }

  // Cover promos
  @Post('cover-promos')
  createPromo(@Body(validate(adminCoverPromoSchema)) p: z.infer<typeof adminCoverPromoSchema>) {
    return this.create(CoverPromoRow, p);
  }
  @Put('cover-promos/:id')
  updatePromo(@Param('id', validate(adminContentIdSchema)) id: number, @Body(validate(adminCoverPromoSchema)) p: z.infer<typeof adminCoverPromoSchema>) {
    return this.update(CoverPromoRow, id, p);
  }
  @Delete('cover-promos/:id')
  deletePromo(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(CoverPromoRow, id);
  }

  // Marquee notices
  @Post('notices')
  createNotice(@Body(validate(adminNoticeSchema)) n: z.infer<typeof adminNoticeSchema>) {
    return this.create(NoticeRow, { ...n, createdAt: new Date() });
  }
  @Put('notices/:id')
  updateNotice(@Param('id', validate(adminContentIdSchema)) id: number, @Body(validate(adminNoticeSchema)) n: z.infer<typeof adminNoticeSchema>) {
    return this.update(NoticeRow, id, n);
  }
  @Delete('notices/:id')
  deleteNotice(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(NoticeRow, id);
  }

  // Official info
  @Post('official-info')
  createInfo(@Body(validate(adminOfficialInfoSchema)) i: z.infer<typeof adminOfficialInfoSchema>) {
    return this.create(OfficialInfoRow, this.info(i));
  }
  @Put('official-info/:id')
  updateInfo(@Param('id', validate(adminContentIdSchema)) id: number, @Body(validate(adminOfficialInfoSchema)) i: z.infer<typeof adminOfficialInfoSchema>) {
    return this.update(OfficialInfoRow, id, this.info(i));
  }
  @Delete('official-info/:id')
  deleteInfo(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(OfficialInfoRow, id);
  }
  private info(i: z.infer<typeof adminOfficialInfoSchema>): Partial<OfficialInfoRow> {
    return { title: i.title, mainImage: i.main_image, images: i.images, content: i.content, publishedAt: i.published_at ? new Date(i.published_at) : new Date() };
  }

  // Notifications to everyone
  @Post('notifications')
  createNotification(@Body(validate(adminNotificationSchema)) n: z.infer<typeof adminNotificationSchema>) {
    return this.create(NotificationRow, { ...n, userId: null, createdAt: new Date() });
  }
  @Delete('notifications/:id')
  deleteNotification(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(NotificationRow, id);
  }

  // Policy texts, one per key
  @Put('policies/:key')
  @HttpCode(200)
  async putPolicy(@Param('key', validate(policyKeySchema)) key: PolicyKey, @Body(validate(adminPolicySchema)) p: z.infer<typeof adminPolicySchema>) {
    await this.db.getRepository(PolicyRow).upsert({ key, title: p.title, body: p.body, updatedAt: new Date() }, ['key']);
    return { success: true as const };
  }

  // Search hot keywords
  @Post('hot-keywords')
  createKeyword(@Body(validate(adminHotKeywordSchema)) k: z.infer<typeof adminHotKeywordSchema>) {
    return this.create(HotKeywordRow, k);
  }
  @Delete('hot-keywords/:id')
  deleteKeyword(@Param('id', validate(adminContentIdSchema)) id: number) {
    return this.remove(HotKeywordRow, id);
  }
}
