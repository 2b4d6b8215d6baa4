import type { ProjectedEvent } from '../../runner/projection';
import { taskClaims } from './task-claims.projection';

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T02:00:00.000Z' };
const claimed = {
  type: 'TaskRewardClaimed',
  data: { userId: 'u1', taskId: 'daily-kuji', period: '2026-11-24', growthPoints: 10 },
  streamId: 'tasks-u1',
  revision: 0,
  recordedAt: new Date(),
  metadata,
} as ProjectedEvent<'TaskRewardClaimed'>;

describe('task claims', () => {
  it('keeps one row per claim with its growth points and time, and ignores a replay', () => {
    expect(taskClaims.keyOf(claimed)).toBe('tasks-u1:0');
    const row = taskClaims.evolve(null, claimed);
    expect(row).toEqual({
      id: 'tasks-u1:0',
      userId: 'u1',
      taskId: 'daily-kuji',
      period: '2026-11-24',
      growthPoints: 10,
      claimedAt: new Date('2026-11-24T02:00:00.000Z'),
      revision: 0,
    });
    expect(taskClaims.evolve(row, claimed)).toBe(row);
  });
});
