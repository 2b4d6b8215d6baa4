// Check-in reads: today's status (folded from the member's check-in stream with the request's
// clock), their history and everyone's latest winners (the check_in_feed read model).
import { Inject, Injectable } from '@nestjs/common';
import type { CheckInDayConfig, CheckInHistoryEntry, CheckInReward, CheckInStatus, CheckInWinner } from '@shop/contracts';
import { CheckInFeedRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { availablePoints, walletDecider, walletStreamId } from '../../wallet/wallet.public';
import { CheckInRewardTable } from '../check-in-rewards/check-in-reward-table';
import { checkInDecider, checkInStreamId, dayOf, isDoubledDay, rewardOfDay } from '../domain/check-in.decide';
import { taipeiDate } from '../domain/taipei-day';

const HISTORY_LIMIT = 60;
const WINNERS_LIMIT = 20;

export function dayConfig(day: number, reward: CheckInReward): CheckInDayConfig {
  const couponAmount = reward.coupon?.amount ?? 0;
  return {
    day,
    type: reward.type,
    amount: reward.type === 'coupon' ? couponAmount : reward.points,
    points: reward.points,
    coupon_amount: couponAmount,
    doubled: isDoubledDay(day),
  };
}

/** 王小明 → 王**: the first character, then one mask per remaining character (at least two). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (!chars.length) return '***';
  return chars[0] + '*'.repeat(Math.max(2, chars.length - 1));
}

@Injectable()
export class CheckInReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CheckInRewardTable) private readonly rewards: CheckInRewardTable,
  ) {}

  async points(userId: string, now: Date): Promise<number> {
    const { state } = await loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider });
    return availablePoints(state, now);
  }

  async status(userId: string, now: Date): Promise<CheckInStatus> {
    const today = taipeiDate(now);
    const [{ state }, points, rewards] = await Promise.all([
      loadState({ store: this.store, streamId: checkInStreamId(userId), decider: checkInDecider }),
      this.points(userId, now),
      this.rewards.load(),
    ]);
    const day = dayOf(state, today);
    return {
      user_points: points,
      has_checked_in_today: day.checkedIn,
      current_day: day.cycleDay,
      reward_config: rewards.map((rule, index) => dayConfig(index + 1, rewardOfDay(rule, index + 1))),
      today,
    };
  }

  async history(userId: string): Promise<CheckInHistoryEntry[]> {
    const rows = await this.db.getRepository(CheckInFeedRow).find({ where: { userId }, order: { createdAt: 'DESC' }, take: HISTORY_LIMIT });
    return rows.map((row) => ({
      date: row.date,
      day: row.cycleDay,
      type: row.rewardType as CheckInHistoryEntry['type'],
      points: row.points,
      coupon_amount: row.couponAmount,
      doubled: row.doubled,
      created_at: row.createdAt.toISOString(),
    }));
  }

  async latest(): Promise<CheckInWinner[]> {
    const rows = await this.db.query<
      { name: string | null; cycle_day: number; reward_type: CheckInWinner['type']; points: number; coupon_amount: number; created_at: Date }[]
    >(
      `SELECT u.name, f.cycle_day, f.reward_type, f.points, f.coupon_amount, f.created_at
         FROM check_in_feed f LEFT JOIN user_accounts u ON u.user_id = f.user_id
        ORDER BY f.created_at DESC LIMIT $1`,
      [WINNERS_LIMIT],
    );
    return rows.map((row) => ({
      name: maskName(row.name ?? ''),
      day: row.cycle_day,
      type: row.reward_type,
      points: row.points,
      coupon_amount: row.coupon_amount,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
