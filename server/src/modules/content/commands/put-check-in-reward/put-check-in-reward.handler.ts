// One check-in day's reward, written with its staff change record. The type follows from what the
// day gives (points, a coupon, or both), so the table cannot say "coupon" with no coupon.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCheckInReward } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { CheckInRewardRow } from '../../../member/member.public';
import { toAdminCheckInReward } from '../../queries/staff-tables.reader';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { PutCheckInRewardCommand } from './put-check-in-reward.command';

@CommandHandler(PutCheckInRewardCommand)
export class PutCheckInRewardHandler implements ICommandHandler<PutCheckInRewardCommand, AdminCheckInReward> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ day, reward: r, staffId, now }: PutCheckInRewardCommand): Promise<AdminCheckInReward> {
    const row: CheckInRewardRow = {
      day,
      type: r.points > 0 && r.coupon_amount > 0 ? 'combined' : r.coupon_amount > 0 ? 'coupon' : 'points',
      points: r.points,
      couponAmount: r.coupon_amount,
      couponMinPurchase: r.coupon_min_purchase,
      couponValidDays: r.coupon_valid_days,
    };
    await this.db.transaction(async (tx) => {
      await tx.getRepository(CheckInRewardRow).upsert(row, ['day']);
      await recordContentChange(tx, { staffId, kind: 'check_in_rewards', rowKey: day, action: 'updated', values: row, at: now });
    });
    return toAdminCheckInReward(row);
  }
}
