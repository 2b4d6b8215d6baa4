// Task rewards claimed, one row each: the growth points tasks add to the VIP growth ledger.
import { projection } from '../../runner/projection';
import { TaskClaimRow } from './task-claims.entity';

export const taskClaims = projection({
  name: 'task-claims',
  entity: TaskClaimRow,
  key: 'id',
  handles: ['TaskRewardClaimed'] as const,
  keyOf: (event) => `${event.streamId}:${event.revision}`,
  // A row per event.
  creates: () => true,
  evolve(row, event): TaskClaimRow | null {
    if (row) return row;
    const { userId, taskId, period, growthPoints } = event.data;
    return {
      id: `${event.streamId}:${event.revision}`,
      userId,
      taskId,
      period,
      growthPoints,
      claimedAt: new Date(event.metadata.occurredAt),
      revision: event.revision,
    };
  },
});
