import type { ProjectedEvent } from '../../runner/projection';
import { availableTickets, lockRemainSeconds, remainingTickets, reservedTickets, tierCounts, tubeBoard } from './tube-board.projection';
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
const released = {
  type: 'TubeLockReleased',
  data: { tubeId: 't1', userId: 'u1', reason: 'released' },
  ...envelope(2),
} as ProjectedEvent<'TubeLockReleased'>;

const fold = (
  ...events: ProjectedEvent<
    | 'TubeOpened'
    | 'TubeLocked'
    | 'TubeLockReleased'
    | 'TicketsReserved'
    | 'TicketReservationEnded'
    | 'TicketDrawn'
    | 'TubeSoldOut'
    | 'TubeSeedRevealed'
  >[]
) => events.reduce<TubeBoardRow | null>((row, e) => tubeBoard.evolve(row, e), null);

describe('tube board', () => {
  it('opens a row with every ticket remaining and the LAST prize noted', () => {
    const row = fold(opened)!;
    expect(row).toMatchObject({
      tubeId: 't1',
      productId: 'p1',
      totalTickets: 10,
      drawnNumbers: [],
      hasLastPrize: true,
      lockUserId: null,
      revision: 0,
    });
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

describe('tube board draws', () => {
  const drawn = (number: number, revision: number) =>
    ({
      type: 'TicketDrawn',
      data: { tubeId: 't1', orderId: 'o1', userId: 'u1', number, tier: 'A', prizeName: 'A賞' },
      ...envelope(revision),
    }) as ProjectedEvent<'TicketDrawn'>;

  it('marks drawn numbers with their tier and counts what remains per tier', () => {
    const row = fold(opened, drawn(7, 1), drawn(2, 2))!;
    expect(row.drawnNumbers).toEqual([2, 7]);
    expect(remainingTickets(row)).toBe(8);
    expect(tierCounts(row)).toEqual([
      { tier: 'A', total: 10, remaining: 8 },
      { tier: 'LAST', total: 1, remaining: 1 },
    ]);
  });

  it('records sell-out and the revealed seed', () => {
    const soldOut = { type: 'TubeSoldOut', data: { tubeId: 't1' }, ...envelope(2) } as ProjectedEvent<'TubeSoldOut'>;
    const revealed = { type: 'TubeSeedRevealed', data: { tubeId: 't1', seed: 'e'.repeat(64) }, ...envelope(3) } as ProjectedEvent<'TubeSeedRevealed'>;
    const row = fold(opened, drawn(1, 1), soldOut, revealed)!;
    expect(row).toMatchObject({ soldOut: true, revealedSeed: 'e'.repeat(64), revealedBeaconRandomness: null, commitment: 'f'.repeat(64) });
    expect(tierCounts(row).find((t) => t.tier === 'LAST')).toEqual({ tier: 'LAST', total: 1, remaining: 0 });
  });

  it('records the beacon randomness a reveal carries, for the txid', () => {
    const soldOut = { type: 'TubeSoldOut', data: { tubeId: 't1' }, ...envelope(2) } as ProjectedEvent<'TubeSoldOut'>;
    const beacon = { beaconRandomness: 'b'.repeat(64), beaconSignature: 'c'.repeat(96) };
    const revealed = {
      type: 'TubeSeedRevealed',
      data: { tubeId: 't1', seed: 'e'.repeat(64), ...beacon },
      ...envelope(3),
    } as ProjectedEvent<'TubeSeedRevealed'>;
    expect(fold(opened, drawn(1, 1), soldOut, revealed)).toMatchObject({ revealedSeed: 'e'.repeat(64), revealedBeaconRandomness: 'b'.repeat(64) });
  });

  it('ignores a draw it has already applied', () => {
    const row = fold(opened, drawn(1, 1))!;
    expect(tubeBoard.evolve(row, drawn(1, 1))?.drawnNumbers).toEqual([1]);
  });
});

describe('tube board reservations', () => {
  const reserved = (orderId: string, numbers: number[] | null, count: number, revision: number) =>
    ({
      type: 'TicketsReserved',
      data: { tubeId: 't1', orderId, userId: 'u9', numbers, count, reservedAt: '2026-11-22T02:00:00.000Z', expiresAt: '2026-11-22T02:05:00.000Z' },
      ...envelope(revision),
    }) as ProjectedEvent<'TicketsReserved'>;
  const before = new Date('2026-11-22T02:04:59.000Z');
  const after = new Date('2026-11-22T02:05:00.000Z');

  it('shows the numbers pending card orders keep as taken and leaves their tickets out of what remains, until their deadline', () => {
    const row = fold(opened, reserved('c1', [4, 2], 2, 1), reserved('c2', null, 3, 2))!;
    expect(reservedTickets(row, before)).toEqual({ numbers: [2, 4], count: 5 });
    expect(availableTickets(row, before)).toBe(5);
    expect(availableTickets(row, after)).toBe(10);
    expect(reservedTickets(row, after)).toEqual({ numbers: [], count: 0 });
  });

  it('ends a reservation when its order draws or gives it back', () => {
    const drawnByC1 = {
      type: 'TicketDrawn',
      data: { tubeId: 't1', orderId: 'c1', userId: 'u9', number: 2, tier: 'A', prizeName: 'A賞' },
      ...envelope(3),
    } as ProjectedEvent<'TicketDrawn'>;
    const ended = {
      type: 'TicketReservationEnded',
      data: { tubeId: 't1', orderId: 'c2', userId: 'u9' },
      ...envelope(4),
    } as ProjectedEvent<'TicketReservationEnded'>;
    const row = fold(opened, reserved('c1', [2], 1, 1), reserved('c2', null, 3, 2), drawnByC1, ended)!;
    expect(row.reservations).toEqual([]);
    expect(availableTickets(row, before)).toBe(9);
  });
});
