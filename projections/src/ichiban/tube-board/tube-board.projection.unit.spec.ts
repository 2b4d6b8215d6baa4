import type { ProjectedEvent } from '../../runner/projection';
import { lockRemainSeconds, remainingTickets, tubeBoard } from './tube-board.projection';
import type { TubeBoardRow } from './tube-board.entity';

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-22T02:00:00.000Z' };
const envelope = (revision: number) => ({ streamId: 'tube-t1', revision, recordedAt: new Date(), metadata });

const opened = {
  type: 'TubeOpened',
  data: {
    tubeId: 't1',
    productId: 'p1',
    totalTickets: 10,
    prizes: [
      { tier: 'A', name: 'A賞', quantity: 10, image_url: '/a.png' },
      { tier: 'LAST', name: 'LAST賞', quantity: 1, image_url: '/l.png' },
    ],
    commitment: 'f'.repeat(64),
  },
  ...envelope(0),
} as ProjectedEvent<'TubeOpened'>;
const locked = {
  type: 'TubeLocked',
  data: { tubeId: 't1', userId: 'u1', lockedAt: '2026-11-22T02:00:00.000Z', expiresAt: '2026-11-22T02:05:00.000Z' },
  ...envelope(1),
} as ProjectedEvent<'TubeLocked'>;
const released = { type: 'TubeLockReleased', data: { tubeId: 't1', userId: 'u1', reason: 'released' }, ...envelope(2) } as ProjectedEvent<'TubeLockReleased'>;

const fold = (...events: ProjectedEvent<'TubeOpened' | 'TubeLocked' | 'TubeLockReleased'>[]) =>
  events.reduce<TubeBoardRow | null>((row, e) => tubeBoard.evolve(row, e), null);

describe('tube board', () => {
  it('opens a row with every ticket remaining and the LAST prize noted', () => {
    const row = fold(opened)!;
    expect(row).toMatchObject({ tubeId: 't1', productId: 'p1', totalTickets: 10, drawnNumbers: [], hasLastPrize: true, lockUserId: null, revision: 0 });
    expect(remainingTickets(row)).toBe(10);
  });

  it('shows the lock until it expires, then reads as free', () => {
    const row = fold(opened, locked)!;
    expect(row.lockUserId).toBe('u1');
    expect(lockRemainSeconds(row, new Date('2026-11-22T02:01:00.000Z'))).toBe(240);
    expect(lockRemainSeconds(row, new Date('2026-11-22T02:05:00.000Z'))).toBe(0);
  });

  it('clears the lock when released', () => {
    expect(fold(opened, locked, released)).toMatchObject({ lockUserId: null, lockExpiresAt: null, revision: 2 });
  });

  it('ignores an event it has already applied', () => {
    const row = fold(opened, locked, released)!;
    expect(tubeBoard.evolve(row, locked)).toBe(row);
  });

  it('ignores lock events for a tube it never saw open', () => {
    expect(fold(locked)).toBeNull();
  });
});
