// Public editorial reads: banners and cover promos, the marquee notices, official info, policy texts.
import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import {
  latestNoticesQuerySchema,
  messages,
  officialInfoIdSchema,
  officialInfoListQuerySchema,
  policyKeySchema,
  type BannersResponse,
  type LatestNoticesResponse,
  type OfficialInfo,
  type OfficialInfoDetail,
  type OfficialInfoPage,
  type PolicyKey,
  type PolicyResponse,
} from '@shop/contracts';
import { DataSource } from 'typeorm';
import { validate } from '../../http/zod-validation.pipe';
import { BannerRow, CoverPromoRow, NoticeRow, OfficialInfoRow, PolicyRow } from './content.entities';
import { LatestWinsReader } from './latest-wins.reader';

export function officialInfoView(row: OfficialInfoRow): OfficialInfo {
  return {
    id: row.id,
    title: row.title,
    main_image: row.mainImage,
    images: row.images,
    content: row.content,
    published_at: row.publishedAt.toISOString(),
    views: row.views,
  };
}

@Controller()
export class ContentReadsHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LatestWinsReader) private readonly wins: LatestWinsReader,
  ) {}

  @Get('banners')
  async banners(): Promise<BannersResponse> {
    const order = { sort: 'ASC', id: 'ASC' } as const;
    const [banners, promos] = await Promise.all([
      this.db.getRepository(BannerRow).find({ where: { active: true }, order }),
      this.db.getRepository(CoverPromoRow).find({ where: { active: true }, order }),
    ]);
    return {
      banners: banners.map((b) => ({ id: b.id, image_url: b.imageUrl, link: b.link })),
      overlay_ads: promos.map((p) => ({ id: p.id, image: p.image, link: p.link, alt: p.alt })),
    };
  }

  /**
   * The marquee's recent wins, masked. Until the shop has any win, the editorial notices fill the
   * marquee so a new shop's home is not blank.
   */
  @Get('orders/latest-notices')
  async latestNotices(@Query(validate(latestNoticesQuerySchema)) query: { limit: number }): Promise<LatestNoticesResponse> {
    const wins = await this.wins.latest(query.limit);
    if (wins.length) return { success: true, data: wins };
    const rows = await this.db.getRepository(NoticeRow).find({ where: { active: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: query.limit });
    return { success: true, data: rows.map((n) => ({ text: n.text, highlight: n.highlight, link: n.link, target: n.target })) };
  }

  @Get('official-info')
  async officialInfoList(@Query(validate(officialInfoListQuerySchema)) query: { page: number; limit: number }): Promise<OfficialInfoPage> {
    const [rows, total] = await this.db.getRepository(OfficialInfoRow).findAndCount({
      where: {},
      order: { publishedAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    return {
      success: true,
      data: rows.map(officialInfoView),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  @Get('official-info/:id')
  async officialInfo(@Param('id', validate(officialInfoIdSchema)) id: number): Promise<OfficialInfoDetail> {
    const result = await this.db.query<OfficialInfoRow[][]>('UPDATE official_info SET views = views + 1 WHERE id = $1 RETURNING id', [id]);
    if (!result[0]?.length) throw new NotFoundException({ success: false, message: messages.info.invalidId });
    const row = await this.db.getRepository(OfficialInfoRow).findOneByOrFail({ id });
    return { code: 0, data: officialInfoView(row) };
  }

  @Get('policies/:key')
  async policy(@Param('key', validate(policyKeySchema)) key: PolicyKey): Promise<PolicyResponse> {
    const row = await this.db.getRepository(PolicyRow).findOneBy({ key });
    if (!row) throw new NotFoundException({ success: false, message: messages.common.loadFailed });
    return { success: true, data: { key, title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() } };
  }
}
