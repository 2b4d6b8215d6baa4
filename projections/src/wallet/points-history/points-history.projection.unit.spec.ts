import type { ProjectedEvent } from '../../runner/projection';
import { pointsHistory } from './points-history.projection';

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-22T02:00:00.000Z' };
const on = (revision: number, event: Pick<ProjectedEvent, 'type' | 'data'>) =>
  ({ ...event, streamId: 'wallet-u1', revision, recordedAt: new Date(), metadata }) as ProjectedEvent<'PointsAdjusted'>;

describe('points history', () => {
  it('records earnings, spending and expiry as signed rows, once each', () => {
    const earned = on(0, {
      type: 'PointsAdjusted',
      data: { userId: 'u1', delta: 200, reason: 'check_in', reference: 'd1', description: '簽到', expiresAt: '2027-11-22T02:00:00.000Z' },
    });
    const expired = on(1, { type: 'PointsExpired', data: { userId: 'u1', points: 200, expiredAt: '2027-11-22T02:00:00.000Z' } });
    const row = pointsHistory.evolve(null, earned);
    expect(row).toMatchObject({ id: 'wallet-u1:0', points: 200, description: '簽到', expiresAt: new Date('2027-11-22T02:00:00.000Z') });
    expect(pointsHistory.evolve(row, earned)).toBe(row);
    expect(pointsHistory.evolve(null, expired)).toMatchObject({ id: 'wallet-u1:1', points: -200, description: '紅利到期', reason: 'expired' });
  });
});
