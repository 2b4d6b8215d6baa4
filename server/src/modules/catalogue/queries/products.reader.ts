// Catalogue reads (spec 000 §7): the paged list, hot items and keywords, search, and one product
// with its live raffle counts (spec 000 §3).
import { Inject, Injectable } from '@nestjs/common';
import {
  constants,
  type HotKeywordsResponse,
  type HotProductsResponse,
  type ProductListQuery,
  type ProductPage,
  type ProductSearchResponse,
  type ProductType,
  type SimpleProductList,
} from '@shop/contracts';
import { TubeBoardRow, remainingTickets } from '@shop/projections';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { HotKeywordRow } from '../hot-keyword.entity';
import { ProductRow } from '../product.entity';
import { productSummaries } from './product-summaries';

/** Newest first: the list's order is also what "hot" means (the first 6, spec 000 §9). */
const LIST_ORDER = { createdAt: 'DESC', id: 'ASC' } as const;

@Injectable()
export class ProductsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async list(query: ProductListQuery): Promise<ProductPage | SimpleProductList> {
    const where: FindOptionsWhere<ProductRow> = { status: constants.product.onSaleStatus };
    if (query.type !== undefined) where.type = query.type;
    const [rows, total] = await this.db.getRepository(ProductRow).findAndCount({
      where,
      order: LIST_ORDER,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    if (query.format === 'simple') {
      return { items: rows.map((p) => ({ id: p.id, name: p.name, type: p.type as 0 | 1 | 2, price: p.price, image_url: p.imageUrl })) };
    }
    return {
      data: await productSummaries(this.db, rows),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  async hot(): Promise<HotProductsResponse> {
    const rows = await this.db.getRepository(ProductRow).find({
      where: { status: constants.product.onSaleStatus },
      order: LIST_ORDER,
      take: constants.catalog.hotItemsFromProducts,
    });
    return {
      success: true,
      data: rows.map((p) => ({ id: p.id, title: p.name, image: p.imageUrl, price: p.discountPrice ?? p.price, type: p.type as 0 | 1 | 2 })),
    };
  }

  async hotKeywords(): Promise<HotKeywordsResponse> {
    const rows = await this.db.getRepository(HotKeywordRow).find({ order: { sort: 'ASC', id: 'ASC' }, take: 20 });
    return { success: true, data: rows.map((r) => r.keyword) };
  }

  async search(q: string): Promise<ProductSearchResponse> {
    // Every word must appear in the name or description; LIKE wildcards in the input are literal.
    const words = q
      .split(/\s+/)
      .slice(0, 5)
      .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const qb = this.db.getRepository(ProductRow).createQueryBuilder('p').where('p.status = :onSale', { onSale: constants.product.onSaleStatus });
    words.forEach((word, i) => qb.andWhere(`(p.name ILIKE :w${i} OR p.description ILIKE :w${i})`, { [`w${i}`]: word }));
    const rows = await qb.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').limit(constants.catalog.productsPerPage).getMany();
    return { success: true, data: await productSummaries(this.db, rows) };
  }

  /** One product with its raffle counts, or null. */
  async product(id: string) {
    const product = await this.db.getRepository(ProductRow).findOneBy({ id });
    if (!product) return null;
    const tubes = await this.db.getRepository(TubeBoardRow).findBy({ productId: id });
    return {
      id: product.id,
      name: product.name,
      type: product.type as ProductType,
      price: product.price,
      discount_price: product.discountPrice,
      point_price: product.pointPrice,
      image_url: product.imageUrl,
      images: product.images,
      status: product.status,
      release_date: product.releaseDate?.toISOString() ?? null,
      draw_date: product.drawDate?.toISOString() ?? null,
      allow_point_payment: product.allowPointPayment,
      description: product.description,
      prizes: product.prizes,
      raffle_info: {
        remaining_tickets: tubes.reduce((n, t) => n + remainingTickets(t), 0),
        total_tickets: tubes.reduce((n, t) => n + t.totalTickets, 0),
      },
    };
  }
}
