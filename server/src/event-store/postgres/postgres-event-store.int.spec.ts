import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventStoreContractSuite } from '../event-store.contract.suite';
import type { NewEvent, RecordedEvent, StreamAppend } from '../event-store.port';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContractSuite('PostgreSQL', async () => {
  const database = await createTestDatabase('es');
  const store = PostgresEventStore.create(database.url);
  await store.ensureSchema();
  const held = new Set<Client>();
  return {
    store,
    async appendInOpenTransaction(streamId, events) {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      held.add(client);
      await client.query('BEGIN');
      await store.appendInTransaction(client, streamId, events, { expectedRevision: 'any' });
      return {
        async commit() {
          await client.query('COMMIT');
          held.delete(client);
          await client.end();
        },
      };
    },
    async teardown() {
      await Promise.all([...held].map((client) => client.end()));
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgresEventStore specifics', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let admin: Pool;

  beforeAll(async () => {
    database = await createTestDatabase('es');
    store = PostgresEventStore.create(database.url);
    admin = new Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await admin?.end();
    await database?.drop();
  });

  it('ensureSchema is idempotent, also when several processes run it at once', async () => {
    const others = [PostgresEventStore.create(database.url), PostgresEventStore.create(database.url)];
    await Promise.all([store.ensureSchema(), ...others.map((s) => s.ensureSchema())]);
    await store.ensureSchema();
    await Promise.all(others.map((s) => s.close()));
    const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'es_append'`);
    expect(rows[0].n).toBe(1);
  });

  it('commits appends without a NOTIFY inside them, and another process still hears of them', async () => {
    const { rows } = await admin.query<{ src: string }>(`SELECT prosrc AS src FROM pg_proc WHERE proname IN ('es_append', 'es_append_many')`);
    expect(rows).toHaveLength(2);
    for (const { src } of rows) expect(src).not.toMatch(/notify/i);
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ handle: async (events) => void seen.push(...events) });
    const other = PostgresEventStore.create(database.url);
    // Many appends at once: they share notifications, and the last one is still heard at once.
    await Promise.all(Array.from({ length: 20 }, (_, i) => other.appendToStream(`coalesced-${i}`, [event()], { expectedRevision: 'no_stream' })));
    await until(async () => seen.filter((e) => e.streamId.startsWith('coalesced-')).length === 20, 1_000);
    await other.close();
    await subscription.stop();
  });

  describe('group commit: appendMany calls made while one commits share the next commit', () => {
    const one = (streamId: string, expectedRevision: StreamAppend['expectedRevision'] = 'no_stream'): StreamAppend[] => [
      { streamId, expectedRevision, events: [event()] },
    ];

    it('commits every call that waited in one transaction, and a lone call at once', async () => {
      const first = store.appendMany(one('group-first'));
      const waited = Array.from({ length: 5 }, (_, i) => store.appendMany([...one(`group-a${i}`), ...one(`group-b${i}`)]));
      const [alone, ...together] = await Promise.all([first, ...waited]);
      const commits = new Set(together.flat().map((r) => r.position.commit));
      expect(commits.size).toBe(1);
      expect(commits.has(alone![0]!.position.commit)).toBe(false);
      // Each caller gets its own streams' results, in its own order.
      for (const results of together) expect(results.map((r) => r.nextExpectedRevision)).toEqual([0n, 0n]);
      const stored = await store.readEvents(
        together.flatMap((_, i) => [`group-a${i}`, `group-b${i}`]).map((streamId) => ({ streamId, revision: 0n })),
      );
      expect(stored).toHaveLength(10);
    });

    it('a conflict fails only its own caller; the others of the group commit', async () => {
      await store.appendMany(one('conflict-taken'));
      const [, before, loser, after] = await Promise.allSettled([
        store.appendMany(one('conflict-first')),
        store.appendMany(one('conflict-before')),
        store.appendMany(one('conflict-taken', 'no_stream')),
        store.appendMany(one('conflict-after')),
      ]);
      expect(loser).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedRevisionError', streamId: 'conflict-taken', actual: 0n } });
      if (before.status !== 'fulfilled' || after.status !== 'fulfilled') throw new Error('the others of the group must commit');
      expect(before.value[0]!.position.commit).toBe(after.value[0]!.position.commit);
      expect((await store.readStream('conflict-taken')).length).toBe(1);
    });

    it('a replayed append in a group still gets its original answer, and the rest commit', async () => {
      const replayed = one('replay-x');
      const original = await store.appendMany(replayed);
      const first = store.appendMany(one('replay-first'));
      const again = store.appendMany(replayed);
      const fresh = store.appendMany(one('replay-fresh'));
      await first;
      expect(await again).toEqual(original);
      expect((await fresh)[0]!.nextExpectedRevision).toBe(0n);
      expect((await store.readStream('replay-x')).length).toBe(1);
    });

    it('a call repeating a stream of the group waits for the next commit instead of conflicting', async () => {
      const first = store.appendMany(one('repeat-first'));
      const opens = store.appendMany(one('repeat-s'));
      const follows = store.appendMany(one('repeat-s', 0n));
      await first;
      const [opened, followed] = await Promise.all([opens, follows]);
      expect(followed[0]!.position.commit).not.toBe(opened[0]!.position.commit);
      expect((await store.readStream('repeat-s')).map((e) => e.revision)).toEqual([0n, 1n]);
    });
  });

  it('a subscription stays live after its LISTEN connection is killed', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ handle: async (events) => void seen.push(...events) });
    const listenerPid = () =>
      admin
        .query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`)
        .then((r) => r.rows[0]?.pid);
    await until(async () => (await listenerPid()) !== undefined, 5_000);
    const killed = await listenerPid();
    await admin.query('SELECT pg_terminate_backend($1)', [killed]);
    await until(async () => ![undefined, killed].includes(await listenerPid()), 5_000);

    // Each append, by another process's store, must arrive well within the idle safety recheck:
    // only a live LISTEN does that (this store's own appends wake its readers without it).
    const other = PostgresEventStore.create(database.url);
    for (let i = 0; i < 3; i++) {
      await other.appendToStream(`listen-${i}`, [event()], { expectedRevision: 'no_stream' });
      await until(async () => seen.filter((e) => e.streamId.startsWith('listen-')).length === i + 1, 500);
    }
    await other.close();
    await subscription.stop();
  });
});

function event(): NewEvent {
  const id = randomUUID();
  return {
    id,
    type: 'Pinged',
    data: {},
    metadata: { actor: { kind: 'system' }, correlationId: id, causationId: id, occurredAt: new Date().toISOString() },
  };
}

async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
