// Records today's check-in, then pays its reward through the wallet's own commands, which are
// idempotent on the check-in day (points: reason check_in + the date; coupon: its id). A second
// check-in the same day is refused by the decider, so two racing requests record one check-in;
// the refused one still re-sends today's reward, which changes nothing once it was paid — and
// pays it if the first request died between the check-in and the wallet. It answers once the
// winners feed shows the check-in (bounded), so the page's refetch of the marquee finds it.
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckedIn, EventMetadata } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { PROJECTION_COMMITS, ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../../platform/projection-commits';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { AdjustPointsCommand, GrantCouponCommand } from '../../../wallet/wallet.public';
import { CheckInRewardTable } from '../../check-in-rewards/check-in-reward-table';
import { AlreadyCheckedIn, checkInDecider, checkInStreamId } from '../../domain/check-in.decide';
import { taipeiDate } from '../../domain/taipei-day';
import { CheckInCommand } from './check-in.command';

const DAY_MS = 86_400_000;

@CommandHandler(CheckInCommand)
export class CheckInHandler implements ICommandHandler<CheckInCommand, CheckedIn['data']> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CheckInRewardTable) private readonly rewards: CheckInRewardTable,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  async execute({ userId, metadata }: CheckInCommand): Promise<CheckedIn['data']> {
    const now = new Date(metadata.occurredAt);
    const rewards = await this.rewards.load();
    const streamId = checkInStreamId(userId);
    try {
      const { events } = await runCommand({
        store: this.store,
        streamId,
        decider: checkInDecider,
        command: { type: 'CheckIn', data: { userId, now, rewards } },
        metadata,
      });
      const [checkedIn] = events as CheckedIn[];
      await this.payReward(checkedIn.data, metadata);
      await this.feedShows(checkedIn.data);
      return checkedIn.data;
    } catch (error) {
      if (error instanceof AlreadyCheckedIn) {
        const { revision } = await loadState({ store: this.store, streamId, decider: checkInDecider });
        const [last] = await this.store.readStream(streamId, { fromRevision: revision, maxCount: 1 });
        const today = last?.data as CheckedIn['data'] | undefined;
        if (today && today.date === taipeiDate(now)) await this.payReward(today, metadata);
      }
      throw error;
    }
  }

  /** Waits, bounded, for the winners feed to show this check-in; past the bound the answer goes anyway. */
  private async feedShows({ userId, date }: CheckedIn['data']): Promise<void> {
    try {
      await this.commits.waitFor(
        'check-in-feed',
        async () => (await this.db.query('SELECT 1 FROM check_in_feed WHERE user_id = $1 AND date = $2', [userId, date])).length > 0,
        2000,
      );
    } catch (error) {
      if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
    }
  }

  private async payReward(checkIn: CheckedIn['data'], metadata: EventMetadata): Promise<void> {
    const { userId, date, cycleDay, reward } = checkIn;
    const description = `每日簽到第 ${cycleDay} 天${checkIn.doubled ? '（雙倍）' : ''}`;
    if (reward.points > 0)
      await this.commands.execute(
        new AdjustPointsCommand({ userId, delta: reward.points, reason: 'check_in', reference: date, description }, metadata),
      );
    if (reward.coupon)
      await this.commands.execute(
        new GrantCouponCommand(
          {
            userId,
            couponId: `CI-${date}`,
            title: `簽到禮 NT$${reward.coupon.amount} 折價券`,
            amount: reward.coupon.amount,
            minPurchase: reward.coupon.minPurchase,
            description,
            categoryIds: [],
            productIds: [],
            expiresAt: new Date(new Date(metadata.occurredAt).getTime() + reward.coupon.validDays * DAY_MS).toISOString(),
            source: 'check_in',
          },
          metadata,
        ),
      );
  }
}
