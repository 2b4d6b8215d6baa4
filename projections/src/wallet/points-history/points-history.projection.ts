// Bonus-points history: every adjustment and expiry on `wallet-<userId>`, one row each.
import { projection } from '../../runner/projection';
import { PointsHistoryRow } from './points-history.entity';

export const POINTS_EXPIRED_DESCRIPTION = '紅利到期';

export const pointsHistory = projection({
  name: 'points-history',
  entity: PointsHistoryRow,
  key: 'id',
  handles: ['PointsAdjusted', 'PointsExpired'] as const,
  keyOf: (event) => `${event.streamId}:${event.revision}`,
  // A row per event.
  creates: () => true,
  evolve(row, event): PointsHistoryRow | null {
    if (row) return row;
    const base = {
      id: `${event.streamId}:${event.revision}`,
      userId: event.data.userId,
      createdAt: new Date(event.metadata.occurredAt),
      revision: event.revision,
    };
    switch (event.type) {
      case 'PointsAdjusted':
        return {
          ...base,
          points: event.data.delta,
          reason: event.data.reason,
          reference: event.data.reference,
          description: event.data.description,
          expiresAt: event.data.expiresAt ? new Date(event.data.expiresAt) : null,
        };
      case 'PointsExpired':
        return {
          ...base,
          points: -event.data.points,
          reason: 'expired',
          reference: event.data.expiredAt,
          description: POINTS_EXPIRED_DESCRIPTION,
          expiresAt: null,
        };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
