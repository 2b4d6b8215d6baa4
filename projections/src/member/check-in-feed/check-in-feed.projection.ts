// Check-ins, one row each: the member's check-in history and the latest winners of everyone.
import { projection } from '../../runner/projection';
import { CheckInFeedRow } from './check-in-feed.entity';

export const checkInFeed = projection({
  name: 'check-in-feed',
  entity: CheckInFeedRow,
  key: 'id',
  handles: ['CheckedIn'] as const,
  keyOf: (event) => `${event.streamId}:${event.revision}`,
  // A row per event.
  creates: () => true,
  evolve(row, event): CheckInFeedRow | null {
    if (row) return row;
    const { userId, date, cycleDay, doubled, reward } = event.data;
    return {
      id: `${event.streamId}:${event.revision}`,
      userId,
      date,
      cycleDay,
      doubled,
      rewardType: reward.type,
      points: reward.points,
      couponAmount: reward.coupon?.amount ?? 0,
      createdAt: new Date(event.metadata.occurredAt),
      revision: event.revision,
    };
  },
});
