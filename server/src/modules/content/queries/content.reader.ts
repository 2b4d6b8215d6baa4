// Public editorial reads: banners and cover promos, the marquee notices, official info, policy texts.
import { Inject, Injectable } from '@nestjs/common';
import type { BannersResponse, LatestNoticesResponse, OfficialInfo, OfficialInfoPage, PolicyKey, PolicyResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { BannerRow, CoverPromoRow, NoticeRow, OfficialInfoRow, PolicyRow } from '../content.entities';
import { LatestWinsReader } from './latest-wins.reader';

function officialInfoView(row: OfficialInfoRow): OfficialInfo {
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

@Injectable()
export class ContentReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LatestWinsReader) private readonly wins: LatestWinsReader,
  ) {}

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
  async latestNotices(limit: number): Promise<LatestNoticesResponse> {
    const wins = await this.wins.latest(limit);
    if (wins.length) return { success: true, data: wins };
    const rows = await this.db.getRepository(NoticeRow).find({ where: { active: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { success: true, data: rows.map((n) => ({ text: n.text, highlight: n.highlight, link: n.link, target: n.target })) };
  }

  async officialInfoPage(query: { page: number; limit: number }): Promise<OfficialInfoPage> {
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

  /** null when there is no such article. */
  async officialInfo(id: number): Promise<OfficialInfo | null> {
    const row = await this.db.getRepository(OfficialInfoRow).findOneBy({ id });
    return row ? officialInfoView(row) : null;
  }

  /** null when the policy has no text yet. */
  async policy(key: PolicyKey): Promise<PolicyResponse | null> {
    const row = await this.db.getRepository(PolicyRow).findOneBy({ key });
    return row ? { success: true, data: { key, title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() } } : null;
  }
}
