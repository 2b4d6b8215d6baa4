// Redeeming a code: the attempt is counted first (the limits hold across API processes: counted in
// PostgreSQL under a per-member advisory lock), then a code limited to the first N members is
// claimed for this member, then the code's coupon goes to the wallet, once. Each refusal says why:
// no such code, expired, already redeemed, used up.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { CouponCodeRedemptionRow, CouponCodeRow, CouponRedeemAttemptRow } from '../../coupons/coupon-code.entity';
import { REDEEM_LOOKBACK_MS, redeemLimitProblem } from '../../coupons/redeem-limits';
import { CouponCodeAlreadyRedeemed } from '../../domain/wallet.decide';
import type { Wallet } from '../../domain/wallet.state';
import { runWalletCommand } from '../wallet-command';
import { RedeemCouponCommand } from './redeem-coupon.command';

/** A redeem refused by a rate limit (429) or because the code gives nothing (400). */
export class RedeemRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 429,
  ) {
    super(message);
  }
}

export const couponIdForCode = (code: string) => `C-${code}`;

export interface RedeemedCoupon {
  couponId: string;
  wallet: Wallet;
}

@CommandHandler(RedeemCouponCommand)
export class RedeemCouponHandler implements ICommandHandler<RedeemCouponCommand, RedeemedCoupon> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async execute({ userId, code: rawCode, metadata }: RedeemCouponCommand): Promise<RedeemedCoupon> {
    const now = new Date(metadata.occurredAt);
    const code = rawCode.trim().toUpperCase();
    await this.recordAttempt(userId, code, now);
    const definition = await this.db.getRepository(CouponCodeRow).findOneBy({ code });
    if (!definition) throw new RedeemRefused(messages.coupon.codeNotFound, 400);
    if (definition.redeemableUntil && definition.redeemableUntil <= now) throw new RedeemRefused(messages.coupon.codeExpired, 400);
    const claimed = await this.claim(definition.code, definition.maxRedemptions, userId, now);
    const couponId = couponIdForCode(code);
    try {
      const { state } = await runWalletCommand(
        this.store,
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
      return { couponId, wallet: state };
    } catch (error) {
      if (error instanceof CouponCodeAlreadyRedeemed) throw new RedeemRefused(messages.coupon.codeAlreadyRedeemed, 400);
      // Nothing was granted: give the claim back so the code stays for someone else.
      if (claimed) await this.db.getRepository(CouponCodeRedemptionRow).delete({ code: definition.code, userId });
      throw error;
    }
  }

  /**
   * Claims the code for the member (every code, so that staff see how many redeemed it), counted
   * under a per-code advisory lock so that racing members never take more of a limited code's places
   * than there are. A member who already holds one (a retry after a crash between the claim and the
   * grant) keeps it. Returns whether this call made the claim.
   */
  private async claim(code: string, maxRedemptions: number | null, userId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('coupon-code:' || $1))`, [code]);
      const rows = tx.getRepository(CouponCodeRedemptionRow);
      if (await rows.existsBy({ code, userId })) return false;
      if (maxRedemptions !== null && (await rows.countBy({ code })) >= maxRedemptions) throw new RedeemRefused(messages.coupon.codeUsedUp, 400);
      await rows.insert({ code, userId, claimedAt: now });
      return true;
    });
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
}
