// Blind-box reads: the product with its packages, one package's slot grid as this member sees it
// (the item only once drawn; a lock as "me" or "other", never whose), the member's collection of
// the series, and an order's result. From the package_board read model, the catalogue row, the
// prize box read model and (for a result) the order's own stream.
import { Inject, Injectable } from '@nestjs/common';
import type {
  BlindboxItemView,
  BlindboxProduct,
  CollectionStatusResponse,
  FiguresResponse,
  ItemRarity,
  PackageItemView,
  PackageView,
} from '@shop/contracts';
import { BoxItemRow, PackageBoardRow, chainHeadOf, slotStates } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { ProductRow } from '../../catalogue/catalogue.public';
import { orderDecider, orderStreamId, type Order } from '../../orders/orders.public';
import { entirePrice, inPoints, packagePrice, singleDrawPrice } from '../blindbox-pricing';

export type FoundOrder = Exclude<Order, { status: 'none' }>;

const BLINDBOX_TYPE = 1;

@Injectable()
export class BlindboxReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async product(productId: string): Promise<BlindboxProduct | null> {
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: productId, type: BLINDBOX_TYPE });
    if (!product) return null;
    const packages = await this.db.getRepository(PackageBoardRow).find({ where: { productId }, order: { openedAt: 'ASC', packageId: 'ASC' } });
    return toProduct(product, packages);
  }

  /** The package as `userId` (null for a visitor) sees it at `now`, with its product; null when unknown. */
  async package(packageId: string, userId: string | null, now: Date): Promise<{ product: BlindboxProduct; package: PackageView } | null> {
    const row = await this.db.getRepository(PackageBoardRow).findOneBy({ packageId });
    if (!row) return null;
    const product = await this.product(row.productId);
    if (!product) return null;
    const catalogue = (await this.db.getRepository(ProductRow).findOneBy({ id: row.productId }))!;
    const items = itemViews(row, userId, now);
    const drawn = items.filter((i) => i.is_drawn).length;
    return {
      product,
      package: {
        id: row.packageId,
        product_id: row.productId,
        package_price: packagePrice(catalogue, row.totalSlots),
        single_draw_price: singleDrawPrice(catalogue),
        entire_price: entirePrice(catalogue, row.totalSlots, row.totalSlots - drawn),
        allow_point_payment: catalogue.allowPointPayment,
        box_image_url: catalogue.imageUrl,
        items,
        statistics: { drawn_count: drawn, total_count: row.totalSlots, remaining_count: row.totalSlots - drawn },
        is_sold_out: row.soldOut,
        commitment: row.commitment,
        revealed_seed: row.revealedSeed,
        revision: row.revision,
        chain_head: chainHeadOf(row),
      },
    };
  }

  async items(packageId: string, userId: string | null, now: Date): Promise<PackageItemView[] | null> {
    const row = await this.db.getRepository(PackageBoardRow).findOneBy({ packageId });
    return row ? itemViews(row, userId, now) : null;
  }

  async collection(productId: string, userId: string): Promise<CollectionStatusResponse['data'] | null> {
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: productId, type: BLINDBOX_TYPE });
    if (!product) return null;
    const owned = await this.db.getRepository(BoxItemRow).find({ where: { userId, productId, source: 'blindbox' }, select: { name: true } });
    const names = new Set(owned.map((o) => o.name));
    const collection_status = figuresOf(product).map((f) => ({
      image_url: f.image_url,
      display_name: f.name,
      rarity: f.rarity,
      is_collected: names.has(f.name),
    }));
    const collected = collection_status.filter((c) => c.is_collected).length;
    const total = collection_status.length;
    return {
      product: { id: product.id, name: product.name },
      collection_status,
      statistics: {
        total_unique_items: total,
        collected_items: collected,
        completion_percentage: total ? Math.floor((collected * 100) / total) : 0,
        is_complete: total > 0 && collected === total,
      },
    };
  }

  /**
   * Every blind-box series with its figures (圖鑑), oldest series first; a figure is collected once
   * the member's prize box has held it (a visitor, `userId` null, has collected none).
   */
  async figures(userId: string | null): Promise<FiguresResponse['data']> {
    const products = await this.db.getRepository(ProductRow).find({ where: { type: BLINDBOX_TYPE }, order: { createdAt: 'ASC', id: 'ASC' } });
    const packages = products.length
      ? await this.db
          .getRepository(PackageBoardRow)
          .find({ select: { packageId: true, productId: true }, order: { openedAt: 'ASC', packageId: 'ASC' } })
      : [];
    const owned = userId
      ? await this.db.getRepository(BoxItemRow).find({ where: { userId, source: 'blindbox' }, select: { productId: true, name: true } })
      : [];
    const collected = new Set(owned.map((o) => `${o.productId}\u0000${o.name}`));
    return {
      signed_in: userId !== null,
      series: products.map((product) => ({
        product_id: product.id,
        product_name: product.name,
        image_url: product.imageUrl,
        package_ids: packages.filter((p) => p.productId === product.id).map((p) => p.packageId),
        figures: figuresOf(product).map((f, index) => ({ index, ...f, is_collected: collected.has(`${product.id}\u0000${f.name}`) })),
      })),
    };
  }

  /** The member's own blind-box order, or null. */
  async order(orderId: string, userId: string): Promise<FoundOrder | null> {
    const { state } = await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider });
    if (state.status === 'none' || state.placed.userId !== userId || state.placed.kind !== 'blindbox') return null;
    return state;
  }
}

function figuresOf(product: ProductRow): BlindboxItemView[] {
  return product.prizes.map((p) => ({ name: p.name, image_url: p.image_url, rarity: p.tier as ItemRarity }));
}

function toProduct(product: ProductRow, packages: PackageBoardRow[]): BlindboxProduct {
  const single = singleDrawPrice(product);
  const slots = packages[0]?.totalSlots ?? 0;
  const summaries = packages.map((p) => {
    const remaining = p.totalSlots - Object.keys(p.drawn).length;
    return { id: p.packageId, total_count: p.totalSlots, remaining_count: remaining, is_sold_out: p.soldOut || remaining === 0 };
  });
  const remainingBoxes = summaries.filter((s) => !s.is_sold_out).length;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: single,
    image_url: product.imageUrl,
    inner_page_image_url: product.images[1] ?? product.imageUrl,
    box_image_url: product.imageUrl,
    package_price: packagePrice(product, slots),
    single_draw_price: single,
    package_point_price: inPoints(packagePrice(product, slots)),
    single_point_price: inPoints(single),
    allow_point_payment: product.allowPointPayment,
    status: product.status,
    release_date: product.releaseDate?.toISOString() ?? null,
    draw_date: product.drawDate?.toISOString() ?? null,
    is_sold_out: remainingBoxes === 0,
    remaining_boxes: remainingBoxes,
    packages: summaries,
    figures: figuresOf(product),
  };
}

function itemViews(row: PackageBoardRow, userId: string | null, now: Date): PackageItemView[] {
  return slotStates(row, now).map((s) => {
    const item = row.drawn[s.itemIndex];
    return {
      item_index: s.itemIndex,
      is_drawn: s.state === 'drawn',
      is_locked: s.state === 'locked',
      locked_by: s.lock ? (s.lock.userId === userId ? 'me' : 'other') : null,
      lock_expires_at: s.lock ? s.lock.expiresAt : null,
      lock_remain: s.lockRemain,
      name: item?.name ?? null,
      image_url: item?.image_url ?? null,
      rarity: (item?.rarity as ItemRarity | undefined) ?? null,
    };
  });
}
