// Bonus points for /bean and /beanlist. Reads never write: the balance is the folded wallet's
// lots as of the request's clock (a lot past its expiry is simply not counted), and the history
// is the read model. Recording the expiry (PointsExpired) is the scheduled process's job
// (commands/expire-points/points-expiry.schedule.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { PointsBalanceResponse, PointsHistoryQuery, PointsHistoryResponse } from '@shop/contracts';
import { PointsHistoryRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { availablePoints } from '../domain/wallet.state';
import { WalletReader } from './wallet.reader';

@Injectable()
export class PointsReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(WalletReader) private readonly wallets: WalletReader,
  ) {}

  async balance(userId: string, now: Date): Promise<PointsBalanceResponse> {
    const wallet = await this.wallets.wallet(userId);
    const next = wallet.lots.find((l) => l.expiresAt > now.getTime() && Number.isFinite(l.expiresAt));
    return {
      success: true,
      data: {
        points: availablePoints(wallet, now),
        next_expiry: next ? { points: next.remaining, expires_at: new Date(next.expiresAt).toISOString() } : null,
      },
    };
  }

  async history(userId: string, query: PointsHistoryQuery): Promise<PointsHistoryResponse> {
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
