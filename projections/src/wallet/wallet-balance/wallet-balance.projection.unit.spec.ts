import type { ProjectedEvent } from '../../runner/projection';
import { walletBalance } from './wallet-balance.projection';

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-22T00:00:00.000Z' };
const at = (revision: number, event: Pick<ProjectedEvent, 'type' | 'data'>) =>
  ({ ...event, streamId: 'wallet-u1', revision, recordedAt: new Date(), metadata }) as ProjectedEvent<'TokensCredited'>;

describe('wallet balance', () => {
  it('follows tokens and points, and ignores a replayed event', () => {
    const events = [
      at(0, { type: 'TokensCredited', data: { userId: 'u1', amount: 500, reference: 'r', source: 'recharge', description: '' } }),
      at(1, { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 120, description: '' } }),
      at(2, { type: 'PointsAdjusted', data: { userId: 'u1', delta: 400, reason: 'check_in', reference: 'd1', description: '' } }),
      at(3, { type: 'PointsExpired', data: { userId: 'u1', points: 100, expiredAt: '2026-11-22T00:00:00.000Z' } }),
      at(4, { type: 'TokensRefunded', data: { userId: 'u1', orderId: 'o1', amount: 120, reason: '' } }),
    ];
    const row = events.reduce((r, e) => walletBalance.evolve(r, e), null as ReturnType<typeof walletBalance.evolve>);
    expect(row).toEqual({ userId: 'u1', tokens: 500, points: 300, revision: 4 });
    expect(walletBalance.evolve(row, events[1])).toEqual(row);
  });
});
