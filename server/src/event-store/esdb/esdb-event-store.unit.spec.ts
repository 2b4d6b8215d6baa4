// The contract suite against EsdbEventStore on an in-memory imitation of the client: proves the
// adapter's own logic (mapping, paging, subscription queueing and checkpoint order) here, where no
// EventStoreDB server runs. esdb-event-store.int.spec.ts runs the same suite against a real one.
import { randomUUID } from 'node:crypto';
import { UnavailableError, type EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreContractSuite } from '../event-store.contract.suite';
import { FakeEsdbClient } from '../../testing/fake-esdb-client';
import { EsdbEventStore, PositionMissingError } from './esdb-event-store';

eventStoreContractSuite('EventStoreDB adapter on a fake client', async () => {
  const store = new EsdbEventStore(new FakeEsdbClient() as unknown as EventStoreDBClient, true);
  return { store, teardown: () => store.close() };
});

describe('EsdbEventStore against what a real server does', () => {
  let client: FakeEsdbClient;
  let store: EsdbEventStore;
  const metadata = (id: string) => ({
    actor: { kind: 'system' as const },
    correlationId: `c-${id}`,
    causationId: `k-${id}`,
    occurredAt: '2026-11-24T00:00:00.000Z',
  });
  const event = (type: string) => {
    const id = randomUUID();
    return { id, type, data: {}, metadata: metadata(id) };
  };
  const untilTrue = async (what: string, done: () => boolean) => {
    for (let i = 0; !done(); i++) {
      if (i > 500) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  beforeEach(() => {
    client = new FakeEsdbClient();
    store = new EsdbEventStore(client as unknown as EventStoreDBClient, true);
  });
  afterEach(() => store.close());

  it('readAll lets the server filter: a rare event after many others costs a handful of events, not pages of $all', async () => {
    for (let i = 0; i < 30; i++)
      await store.appendToStream(
        `noise-${i}`,
        Array.from({ length: 40 }, () => event('Noise')),
        { expectedRevision: 'no_stream' },
      );
    const rare = event('Rare');
    await store.appendToStream('rare-1', [rare], { expectedRevision: 'no_stream' });
    client.sent = 0;
    expect((await store.readAll({ maxCount: 10, filter: { eventTypes: ['Rare'] } })).map((e) => e.id)).toEqual([rare.id]);
    expect(await store.readAll({ maxCount: 10, filter: { eventTypes: ['Missing'] } })).toEqual([]);
    expect(client.sent).toBe(1);
    await untilTrue('readAll to unsubscribe', () => client.openSubscriptions === 0);
  });

  it('headPosition reads one event when the newest is the shop’s', async () => {
    for (let i = 0; i < 20; i++)
      await store.appendToStream(
        `s-${i}`,
        Array.from({ length: 40 }, () => event('Noise')),
        { expectedRevision: 'no_stream' },
      );
    client.sent = 0;
    const last = await store.appendToStream('s-last', [event('Last')], { expectedRevision: 'no_stream' });
    expect(await store.headPosition()).toEqual(last.position);
    expect(client.sent).toBe(1);
  });

  it.each([
    ['breaks it with an error', (c: FakeEsdbClient) => c.breakSubscriptions(new UnavailableError(undefined, 'server restarting'))],
    ['ends it', (c: FakeEsdbClient) => c.breakSubscriptions()],
  ])('a subscription the server %s reports onError once, after what it delivered', async (_name, drop) => {
    await store.appendToStream('s-1', [event('A')], { expectedRevision: 'no_stream' });
    const seen: string[] = [];
    const errors: unknown[] = [];
    store.subscribeToAll({
      filter: { eventTypes: ['A'] },
      handle: async (events) => void seen.push(...events.map((e) => e.type)),
      onError: (e) => errors.push(e),
    });
    await untilTrue('the first event', () => seen.length === 1);
    drop(client);
    await untilTrue('onError', () => errors.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(errors).toHaveLength(1);
    expect(client.openSubscriptions).toBe(0);
  });

  it('a subscription refused at start (Unavailable) reports onError', async () => {
    client.refuseSubscriptions = new UnavailableError(undefined, 'no leader yet');
    const errors: unknown[] = [];
    store.subscribeToAll({ handle: async () => undefined, onError: (e) => errors.push(e) });
    await untilTrue('onError', () => errors.length > 0);
    expect(errors[0]).toBeInstanceOf(UnavailableError);
  });

  it('reports caught up, fell behind and caught up again, in order with the events', async () => {
    await store.appendToStream('s-1', [event('A')], { expectedRevision: 'no_stream' });
    const seen: string[] = [];
    store.subscribeToAll({
      filter: { eventTypes: ['A'] },
      handle: async (events) => void seen.push(...events.map((e) => e.type)),
      onLive: (live) => seen.push(String(live)),
    });
    await untilTrue('caught up', () => seen.includes('true'));
    client.fallBehind();
    await untilTrue('caught up again', () => seen.length === 4);
    expect(seen).toEqual(['A', 'true', 'false', 'true']);
  });

  it('refuses a position of 2^64−1 (a server before 22.6) rather than passing it on', async () => {
    client.withoutPositions = true;
    await expect(store.appendToStream('s-1', [event('A')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(PositionMissingError);
    await expect(store.readStream('s-1')).rejects.toBeInstanceOf(PositionMissingError);
  });

  it('writes $correlationId and $causationId for EventStoreDB and reads the shop’s metadata back unchanged', async () => {
    const written = event('A');
    await store.appendToStream('s-1', [written], { expectedRevision: 'no_stream' });
    const raw: unknown[] = [];
    for await (const resolved of client.readStream('s-1')) raw.push((resolved as { event: { metadata: unknown } }).event.metadata);
    expect(raw).toEqual([{ ...written.metadata, $correlationId: written.metadata.correlationId, $causationId: written.metadata.causationId }]);
    expect((await store.readStream('s-1'))[0]!.metadata).toEqual(written.metadata);
  });

  // The limits the port states for EventStoreDB, shown so nobody builds on more.
  it("like the server, 'any' recognises a repeat only while it remembers it, and an old id in a new batch is written again", async () => {
    const first = event('A');
    await store.appendToStream('s-1', [first], { expectedRevision: 'any' });
    expect((await store.appendToStream('s-1', [first], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
    for (let i = 0; i < 4; i++) await store.appendToStream(`other-${i}`, [event('B')], { expectedRevision: 'any' });
    expect((await store.appendToStream('s-1', [first], { expectedRevision: 'any' })).nextExpectedRevision).toBe(1n);
    expect((await store.appendToStream('s-1', [event('C'), first], { expectedRevision: 1n })).nextExpectedRevision).toBe(3n);
    expect((await store.readStream('s-1')).filter((e) => e.id === first.id)).toHaveLength(3);
  });
});
