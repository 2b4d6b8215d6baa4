// The runner's folded-state cache against a real PostgreSQL store: a command appends from the
// cached fold or reads only the events after it, and another process appending behind the cache's
// back is still seen (its append conflicts, or the tail read shows it).
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import type { EventMetadata } from '@shop/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { loadState, runCommand } from './command-runner';
import { DomainError, type Decider } from './decider';

// A seat that can be taken once, and a counter of every take attempt that went through.
type Seat = { holder: string | null; takes: number };
type SeatEvent = { type: 'SeatTaken'; data: { by: string } } | { type: 'SeatFreed'; data: { by: string } };
type SeatCommand = { type: 'Take'; by: string } | { type: 'Free'; by: string };

class SeatTaken extends DomainError {}

const seatDecider: Decider<Seat, SeatCommand, SeatEvent> = {
  initialState: { holder: null, takes: 0 },
  evolve: (seat, e) => (e.type === 'SeatTaken' ? { holder: e.data.by, takes: seat.takes + 1 } : { ...seat, holder: null }),
  decide: (c, seat) => {
    if (c.type === 'Free') return seat.holder === c.by ? [{ type: 'SeatFreed', data: { by: c.by } }] : [];
    if (seat.holder === c.by) return []; // already holds it: nothing to do
    if (seat.holder) throw new SeatTaken(`held by ${seat.holder}`);
    return [{ type: 'SeatTaken', data: { by: c.by } }];
  },
};

const metadata: EventMetadata = { actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() };

/** Records the fromRevision of every readStream call. */
function spied(store: EventStore): { store: EventStore; reads: (bigint | undefined)[] } {
  const reads: (bigint | undefined)[] = [];
  const proxy = Object.create(store) as EventStore;
  proxy.readStream = (streamId, options) => {
    reads.push(options?.fromRevision);
    return store.readStream(streamId, options);
  };
  return { store: proxy, reads };
}

describe('runCommand folded-state cache (PostgreSQL)', () => {
  let database: TestDatabase;
  let here: PostgresEventStore;
  let elsewhere: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('cr');
    here = PostgresEventStore.create(database.url);
    await here.ensureSchema();
    elsewhere = PostgresEventStore.create(database.url);
  });
  afterAll(async () => {
    await here?.close();
    await elsewhere?.close();
    await database?.drop();
  });

  const run = (store: EventStore, streamId: string, command: SeatCommand) => runCommand({ store, streamId, decider: seatDecider, command, metadata });

  it('appends from the cached fold without reading, and reads only the tail to confirm a no-op or a refusal', async () => {
    const { store, reads } = spied(here);
    const stream = `seat-${randomUUID()}`;
    await run(store, stream, { type: 'Take', by: 'a' });
    await run(store, stream, { type: 'Free', by: 'a' });
    const third = await run(store, stream, { type: 'Take', by: 'b' });
    expect(reads).toEqual([undefined]); // the first command read the (empty) stream; the others appended at once
    expect(third.state).toEqual({ holder: 'b', takes: 2 });
    expect(third.revision).toBe(2n);
    expect((await run(store, stream, { type: 'Take', by: 'b' })).events).toEqual([]);
    await expect(run(store, stream, { type: 'Take', by: 'c' })).rejects.toBeInstanceOf(SeatTaken);
    expect(reads).toEqual([undefined, 3n, 3n]);
    // A fresh store (no cache) folds the whole stream to the same state.
    expect(await loadState({ store: elsewhere, streamId: stream, decider: seatDecider })).toEqual({ state: third.state, revision: 2n });
  });

  it('sees what another process appended after the cached state: the stale append conflicts and is decided again', async () => {
    const { store, reads } = spied(here);
    const stream = `seat-${randomUUID()}`;
    await run(store, stream, { type: 'Take', by: 'a' });
    await run(store, stream, { type: 'Free', by: 'a' }); // cached here at revision 1, holder null
    await run(elsewhere, stream, { type: 'Take', by: 'b' });
    reads.length = 0;
    // The cache alone would give the seat to c: the append at revision 1 conflicts, the re-read shows b.
    await expect(run(store, stream, { type: 'Take', by: 'c' })).rejects.toBeInstanceOf(SeatTaken);
    expect(reads).toEqual([undefined]); // the conflict dropped the cached fold: a full read
    const again = await run(store, stream, { type: 'Take', by: 'b' });
    expect(again.events).toEqual([]);
    expect(again.state).toEqual({ holder: 'b', takes: 2 });
    expect(again.revision).toBe(2n);
    expect((await here.readStream(stream)).map((e) => e.type)).toEqual(['SeatTaken', 'SeatFreed', 'SeatTaken']);
  });

  it('a no-op decided on the cached state is checked against the tail', async () => {
    const stream = `seat-${randomUUID()}`;
    await run(here, stream, { type: 'Take', by: 'a' }); // cached: a holds it
    await run(elsewhere, stream, { type: 'Free', by: 'a' });
    // The cache says "a already holds it, nothing to do"; the tail says it was freed: take it again.
    const retaken = await run(here, stream, { type: 'Take', by: 'a' });
    expect(retaken.events).toEqual([{ type: 'SeatTaken', data: { by: 'a' } }]);
    expect(retaken.state).toEqual({ holder: 'a', takes: 2 });
    expect(retaken.revision).toBe(2n);
  });

  it('an append that conflicts after the tail read drops the cached fold and decides again from a full read', async () => {
    const stream = `seat-${randomUUID()}`;
    const { store, reads } = spied(here);
    // The other process takes the seat right after this process has read, before it appends.
    let armed = false;
    const racing = Object.create(store) as EventStore;
    racing.readStream = async (streamId, options) => {
      const read = await store.readStream(streamId, options);
      if (armed) {
        armed = false;
        await elsewhere.appendToStream(streamId, [{ id: randomUUID(), type: 'SeatTaken', data: { by: 'x' }, metadata }], { expectedRevision: 1n });
      }
      return read;
    };
    await run(racing, stream, { type: 'Take', by: 'a' }); // cached at revision 0: a holds it
    await run(elsewhere, stream, { type: 'Free', by: 'a' });
    reads.length = 0;
    armed = true;
    // Cached: no-op → tail read (revision 1: freed) → take → conflict with x → full read → refused.
    await expect(run(racing, stream, { type: 'Take', by: 'a' })).rejects.toBeInstanceOf(SeatTaken);
    expect(reads).toEqual([1n, undefined]);
    const events = await here.readStream(stream);
    expect(events.map((e) => [e.type, (e.data as { by: string }).by])).toEqual([
      ['SeatTaken', 'a'],
      ['SeatFreed', 'a'],
      ['SeatTaken', 'x'],
    ]);
  });

  it('keeps one cache per store and per decider', async () => {
    const stream = `seat-${randomUUID()}`;
    await run(here, stream, { type: 'Take', by: 'a' });
    // Another decider over the same stream starts from its own initial state, not from the seat's.
    const count: Pick<Decider<number, never, SeatEvent>, 'initialState' | 'evolve'> = { initialState: 0, evolve: (n) => n + 1 };
    expect(await loadState({ store: here, streamId: stream, decider: count })).toEqual({ state: 1, revision: 0n });
    const { store, reads } = spied(elsewhere);
    expect((await loadState({ store, streamId: stream, decider: seatDecider })).state).toEqual({ holder: 'a', takes: 1 });
    expect(reads).toEqual([undefined]);
  });
});
