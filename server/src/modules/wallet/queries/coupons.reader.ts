// Coupons as the member sees them, folded from `wallet-<userId>` (so a redeemed code shows at
// once), each with its status at the request's clock and, given a purchase context, whether it fits.
import { Inject, Injectable } from '@nestjs/common';
import { messages, type Coupon, type CouponsQuery } from '@shop/contracts';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/catalogue.public';
import { couponProblem, type CouponContext } from '../domain/wallet.decide';
import { couponStatus, type Wallet, type WalletCoupon } from '../domain/wallet.state';
import { WalletReader } from './wallet.reader';

/** Product type (and 'shop') → the name shown in a coupon's restrictions. */
const CATEGORY_NAMES: Record<string, string> = { '0': '一番賞', '1': '盒玩', '2': '轉蛋', shop: '商城' };

export interface CouponList {
  coupons: Coupon[];
  counts: { available: number; used: number; expired: number };
}

@Injectable()
export class CouponsReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(WalletReader) private readonly wallets: WalletReader,
  ) {}

  async list(userId: string, query: CouponsQuery, now: Date): Promise<CouponList> {
    return this.listOf(await this.wallets.wallet(userId), query, now);
  }

  /** The list for a wallet already in hand (a command's decided state). */
  async listOf(wallet: Wallet, query: CouponsQuery, now: Date): Promise<CouponList> {
    const owned = [...wallet.coupons.values()];
    const context = await this.context(query);
    const productIds = [...new Set(owned.flatMap((c) => c.productIds))];
    const names = new Map(
      productIds.length
        ? (await this.db.getRepository(ProductRow).find({ where: { id: In(productIds) }, select: { id: true, name: true } })).map((p) => [
            p.id,
            p.name,
          ])
        : [],
    );
    const coupons = owned.map((c) => view(c, context, names, now));
    const order = { available: 0, unavailable: 1, used: 2, expired: 3 };
    coupons.sort((a, b) => order[a.type] - order[b.type] || a.expiry.localeCompare(b.expiry));
    const counts = { available: 0, used: 0, expired: 0 };
    for (const c of owned) counts[couponStatus(c, now)]++;
    return { coupons, counts };
  }

  private async context(query: CouponsQuery): Promise<CouponContext | null> {
    if (!query.product_id && !query.category_id && query.amount === undefined) return null;
    const product = query.product_id ? await this.db.getRepository(ProductRow).findOneBy({ id: query.product_id }) : null;
    return {
      productId: query.product_id,
      categoryId: query.category_id ?? (product ? String(product.type) : undefined),
      amount: query.amount ?? (product ? (product.discountPrice ?? product.price) : undefined),
    };
  }
}

function view(c: WalletCoupon, context: CouponContext | null, productNames: Map<string, string>, now: Date): Coupon {
  const status = couponStatus(c, now);
  const problem = status === 'available' && context ? couponProblem(c, context, now) : null;
  return {
    id: c.couponId,
    coupon_id: c.couponId,
    title: c.title,
    amount: c.amount,
    min_purchase: c.minPurchase,
    expiry: new Date(c.expiresAt).toISOString(),
    description: c.description,
    category_restrictions: c.categoryIds.length ? c.categoryIds.map((id) => CATEGORY_NAMES[id] ?? id).join('、') : messages.coupon.unrestricted,
    product_restrictions: c.productIds.length ? c.productIds.map((id) => productNames.get(id) ?? id).join('、') : messages.coupon.unrestricted,
    type: problem ? 'unavailable' : status,
    ...(problem ? { unavailable_reason: problem.message } : {}),
  };
}
