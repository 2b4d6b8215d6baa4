// Bonus points for /bean and /beanlist. Lots past their year are recorded as expired on read
// (a PointsExpired on the wallet), so balance and history never show points that are gone.
import { Inject, Injectable } from '@nestjs/common';
import type { PointsBalanceResponse, PointsHistoryQuery, PointsHistoryResponse } from '@shop/contracts';
import { PointsHistoryRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../http/request-metadata';
import { availablePoints } from '../domain/wallet.state';
import { WalletStore } from '../wallet-store';

@Injectable()
export class PointsReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(WalletStore) private readonly wallets: WalletStore,
  ) {}

  async balance(userId: string, now: Date): Promise<PointsBalanceResponse> {
    const { state } = await this.wallets.execute(userId, { type: 'ExpirePoints', data: { userId }, now }, systemMetadata(now));
    const next = state.lots.find((l) => l.expiresAt > now.getTime() && Number.isFinite(l.expiresAt));
    return {
      success: true,
      data: {
        points: availablePoints(state, now),
        next_expiry: next ? { points: next.remaining, expires_at: new Date(next.expiresAt).toISOString() } : null,
      },
    };
  }

  async history(userId: string, query: PointsHistoryQuery, now: Date): Promise<PointsHistoryResponse> {
    await this.wallets.execute(userId, { type: 'ExpirePoints', data: { userId }, now }, systemMetadata(now));
    const [rows, total] = await this.db.getRepository(PointsHistoryRow).findAndCount({
      where: { userId },
      // Every row of a member comes from their one wallet stream: its revision is the exact order
      // (times can tie within a millisecond, and ids compare as text).
      order: { revision: 'DESC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    return {
      success: true,
      data: rows.map((r) => ({ id: r.id, description: r.description, points: r.points, created_at: r.createdAt.toISOString() })),
      current_page: query.page,
      pagination: { current_page: query.page, per_page: query.per_page, total, has_more: query.page * query.per_page < total },
    };
  }
}
