import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventStoreContractSuite } from '../event-store.contract.suite';
import type { NewEvent, RecordedEvent } from '../event-store.port';
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
