import type { LineEvent } from '@shop/contracts';
import type { ProjectedEvent } from '../../runner/projection';
import { holdLine, lineEtas } from './hold-line.projection';
import type { HoldLineRow } from './hold-line.entity';

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 20, 0, s));
let revision = 0;
const projected = (event: LineEvent, s: number) =>
  ({
    ...event,
    streamId: 'tube-line-t1',
    revision: revision++,
    recordedAt: at(s),
    metadata: { actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: at(s).toISOString() },
  }) as ProjectedEvent<LineEvent['type']>;
const fact = (who: string) => ({ container: 'tube' as const, containerId: 't1', ticket: `t-${who}`, userId: who });
const fold = (...events: ProjectedEvent<LineEvent['type']>[]) => events.reduce<HoldLineRow | null>((row, e) => holdLine.evolve(row, e), null)!;

describe('a line’s read model', () => {
  beforeEach(() => {
    revision = 0;
  });

  it('keeps the waiting tickets in order, the running offer, and the end of the hold they wait behind', () => {
    const row = fold(
      projected({ type: 'LineJoined', data: { ...fact('b'), joinedAt: at(1).toISOString(), holdEndsAt: at(200).toISOString() } }, 1),
      projected({ type: 'LineJoined', data: { ...fact('c'), joinedAt: at(2).toISOString(), holdEndsAt: at(200).toISOString() } }, 2),
      projected({ type: 'LineJoined', data: { ...fact('d'), joinedAt: at(3).toISOString(), holdEndsAt: at(200).toISOString() } }, 3),
      projected({ type: 'LineLeft', data: fact('c') }, 4),
    );
    expect(row.waiting.map((w) => w.ticket)).toEqual(['t-b', 't-d']);
    expect(row.holdEndsAt).toEqual(at(200));
    // b waits out the hold; d one turn more (the lock's full 300 s until a hand-over was seen).
    expect(lineEtas(row, at(100))).toEqual([100, 400]);
  });

  it('measures a turn by the time between hand-overs', () => {
    const row = fold(
      projected({ type: 'LineJoined', data: { ...fact('b'), joinedAt: at(1).toISOString(), holdEndsAt: null } }, 1),
      projected({ type: 'LineJoined', data: { ...fact('c'), joinedAt: at(2).toISOString(), holdEndsAt: null } }, 2),
      projected({ type: 'LineJoined', data: { ...fact('d'), joinedAt: at(3).toISOString(), holdEndsAt: null } }, 3),
      projected({ type: 'HoldOffered', data: { ...fact('b'), offeredAt: at(10).toISOString(), expiresAt: at(40).toISOString() } }, 10),
      projected({ type: 'OfferClaimed', data: { ...fact('b'), claimedAt: at(12).toISOString() } }, 12),
      projected({ type: 'HoldOffered', data: { ...fact('c'), offeredAt: at(70).toISOString(), expiresAt: at(100).toISOString() } }, 70),
    );
    expect(row.offer).toEqual({ ticket: 't-c', userId: 'c', expiresAt: at(100).toISOString() });
    expect(row.waiting.map((w) => w.ticket)).toEqual(['t-d']);
    expect(row).toMatchObject({ handOvers: 1, handOverMs: 60_000 });
    // c's turn runs: d waits one turn of 60 s.
    expect(lineEtas(row, at(75))).toEqual([60]);
  });

  it('changes nothing on a replayed event', () => {
    const joined = projected({ type: 'LineJoined', data: { ...fact('b'), joinedAt: at(1).toISOString(), holdEndsAt: null } }, 1);
    const row = fold(joined);
    expect(holdLine.evolve(row, joined)).toBe(row);
  });
});
