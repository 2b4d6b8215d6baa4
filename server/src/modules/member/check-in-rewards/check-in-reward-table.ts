// The reward table as the check-in decider takes it (days 1 to 7, before doubling). Staff change
// the rows; a check-in uses the table as it stands when the member checks in.
import { Inject, Injectable } from '@nestjs/common';
import { checkInRewardTypeSchema } from '@shop/contracts';
import { DataSource } from 'typeorm';
import type { CheckInRewardRule } from '../domain/check-in.decide';
import { CheckInRewardRow } from './check-in-reward.entity';

@Injectable()
export class CheckInRewardTable {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async load(): Promise<CheckInRewardRule[]> {
    const rows = await this.db.getRepository(CheckInRewardRow).find({ order: { day: 'ASC' } });
    if (rows.length !== 7) throw new Error(`the check-in reward table has ${rows.length} days, not 7`);
    return rows.map((row) => ({
      type: checkInRewardTypeSchema.parse(row.type),
      points: row.type === 'coupon' ? 0 : row.points,
      coupon:
        row.type === 'points' || row.couponAmount <= 0
          ? null
          : { amount: row.couponAmount, minPurchase: row.couponMinPurchase, validDays: row.couponValidDays },
    }));
  }
}
