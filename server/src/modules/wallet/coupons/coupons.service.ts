// Coupons as the member sees them (folded from `wallet-<userId>`, so a redeemed code shows at
// once), and redeeming a code under the spec's rate limits.
import { Inject, Injectable } from '@nestjs/common';
import { messages, type Coupon, type CouponsQuery, type EventMetadata } from '@shop/contracts';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/product.entity';
import { CouponCodeAlreadyRedeemed, couponProblem, type CouponContext } from '../domain/wallet.decide';
import { couponStatus, type WalletCoupon } from '../domain/wallet.state';
import { WalletStore } from '../wallet-store';
import { CouponCodeRow, CouponRedeemAttemptRow } from './coupon-code.entity';
import { REDEEM_LOOKBACK_MS, redeemLimitProblem } from './redeem-limits';

/** Product type (and 'shop') → the name shown in a coupon's restrictions. */
const CATEGORY_NAMES: Record<string, string> = { '0': '一番賞', '1': '盒玩', '2': '轉蛋', shop: '商城' };

/** A redeem refused by a rate limit (429) or because the code gives nothing (400). */
export class RedeemRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 429,
  ) {
    super(message);
  }
}

export interface CouponList {
  coupons: Coupon[];
  counts: { available: number; used: number; expired: number };
}

export const couponIdForCode = (code: string) => `C-${code}`;

@Injectable()
export class CouponsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(WalletStore) private readonly wallets: WalletStore,
  ) {}

  async list(userId: string, query: CouponsQuery, now: Date): Promise<CouponList> {
    const wallet = await this.wallets.load(userId);
    const owned = [...wallet.coupons.values()];
    const context = await this.context(query);
    const productIds = [...new Set(owned.flatMap((c) => c.productIds))];
    const names = new Map(
      productIds.length ? (await this.db.getRepository(ProductRow).find({ where: { id: In(productIds) }, select: { id: true, name: true } })).map((p) => [p.id, p.name]) : [],
    );
    const coupons = owned.map((c) => this.view(c, context, names, now));
    const order = { available: 0, unavailable: 1, used: 2, expired: 3 };
    coupons.sort((a, b) => order[a.type] - order[b.type] || a.expiry.localeCompare(b.expiry));
    const counts = { available: 0, used: 0, expired: 0 };
    for (const c of owned) counts[couponStatus(c, now)]++;
    return { coupons, counts };
  }

  async redeem(userId: string, rawCode: string, metadata: EventMetadata): Promise<{ coupon: Coupon; list: CouponList }> {
    const now = new Date(metadata.occurredAt);
    const code = rawCode.trim().toUpperCase();
    await this.recordAttempt(userId, code, now);
    const definition = await this.db.getRepository(CouponCodeRow).findOneBy({ code });
    if (!definition || (definition.redeemableUntil && definition.redeemableUntil <= now)) throw new RedeemRefused(messages.coupon.redeemFailed, 400);
    const couponId = couponIdForCode(code);
    try {
      await this.wallets.execute(
        userId,
        {
          type: 'GrantCoupon',
          data: {
            userId,
            couponId,
            title: definition.title,
            amount: definition.amount,
            minPurchase: definition.minPurchase,
            description: definition.description,
            categoryIds: definition.categoryIds,
            productIds: definition.productIds,
            expiresAt: new Date(now.getTime() + definition.validDays * 86_400_000).toISOString(),
            source: 'redeem',
            code,
          },
          now,
        },
        metadata,
      );
    } catch (error) {
      if (error instanceof CouponCodeAlreadyRedeemed) throw new RedeemRefused(messages.coupon.redeemFailed, 400);
      throw error;
    }
    const list = await this.list(userId, {}, now);
    const coupon = list.coupons.find((c) => c.id === couponId);
    if (!coupon) throw new RedeemRefused(messages.coupon.redeemError, 400);
    return { coupon, list };
  }

  /** Checks the limits and records the attempt, serialized per member so that racing requests count. */
  private async recordAttempt(userId: string, code: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('coupon-redeem:' || $1))`, [userId]);
      const since = new Date(now.getTime() - REDEEM_LOOKBACK_MS);
      await tx.query('DELETE FROM coupon_redeem_attempts WHERE user_id = $1 AND attempted_at < $2', [userId, since]);
      const previous = await tx.getRepository(CouponRedeemAttemptRow).find({ where: { userId }, select: { code: true, attemptedAt: true } });
      const problem = redeemLimitProblem(previous, code, now);
      if (problem) throw new RedeemRefused(problem, 429);
      await tx.getRepository(CouponRedeemAttemptRow).insert({ userId, code, attemptedAt: now });
    });
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

  private view(c: WalletCoupon, context: CouponContext | null, productNames: Map<string, string>, now: Date): Coupon {
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
}
