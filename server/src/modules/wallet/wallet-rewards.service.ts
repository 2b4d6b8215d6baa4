// What other modules (check-in, tasks, phone binding, install reward, VIP) use to give or take
// bonus points and to grant coupons. Idempotent: points on reason + reference, coupons on id.
import { Inject, Injectable } from '@nestjs/common';
import type { CouponGranted, EventMetadata, PointsReason } from '@shop/contracts';
import type { Wallet } from './domain/wallet.state';
import { WalletStore } from './wallet-store';

@Injectable()
export class WalletRewards {
  constructor(@Inject(WalletStore) private readonly wallets: WalletStore) {}

  /** Positive deltas earn a lot that expires in a year; negative ones throw InsufficientPoints beyond the balance. */
  async adjustPoints(
    change: { userId: string; delta: number; reason: PointsReason; reference: string; description: string },
    metadata: EventMetadata,
  ): Promise<Wallet> {
    const { state } = await this.wallets.execute(change.userId, { type: 'AdjustPoints', data: change, now: new Date(metadata.occurredAt) }, metadata);
    return state;
  }

  async grantCoupon(coupon: CouponGranted['data'], metadata: EventMetadata): Promise<Wallet> {
    const { state } = await this.wallets.execute(coupon.userId, { type: 'GrantCoupon', data: coupon, now: new Date(metadata.occurredAt) }, metadata);
    return state;
  }

  /** Token balance, exact (read from the stream). */
  async tokens(userId: string): Promise<number> {
    return (await this.wallets.load(userId)).tokens;
  }
}
