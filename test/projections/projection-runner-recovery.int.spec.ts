// The projection runner outlives failures: EventStoreDB dropping the subscription (an
// error, an end, Unavailable at start) and the database going away mid-run. Each time it reports
// `retrying` with the failure, subscribes again from its committed checkpoints after a backoff,
// catches up and is `live` again, with nothing applied twice. EventStoreDB is the in-memory
// imitation of its client (no server runs here); the read models are real PostgreSQL.
import { randomUUID } from 'node:crypto';
import { UnavailableError, type EventStoreDBClient } from '@eventstore/db-client';
import { allProjections, ProjectionRunner, TubeBoardRow, type RunnerState } from '@shop/projections';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/database/data-source';
import { EsdbEventStore } from '../../server/src/event-store/esdb/esdb-event-store';
import { FakeEsdbClient } from '../../server/src/testing/fake-esdb-client';
import { eventually } from '../support/eventually';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let db: TestDatabase;
let ds: DataSource;
let client: FakeEsdbClient;
let store: EsdbEventStore;
let runner: ProjectionRunner;
const errors: unknown[] = [];
let tubes = 0;

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c-1', causationId: 'c-1', occurredAt: '2026-11-24T02:00:00.000Z' };
const openTube = async () => {
  const tubeId = `t${++tubes}`;
  const data = {
    tubeId,
    productId: 'p1',
    totalTickets: 10,
    prizes: [{ tier: 'A', name: 'A賞', quantity: 10, image_url: '/a.png' }],
    commitment: '0'.repeat(64),
  };
  await store.appendToStream(`tube-${tubeId}`, [{ id: randomUUID(), type: 'TubeOpened', data, metadata }], { expectedRevision: 'no_stream' });
};
const boardSize = () => ds.getRepository(TubeBoardRow).count();
const state = () => runner.state;
const isLive = (restarts: number) => (s: RunnerState) => s.state === 'live' && s.restarts === restarts;

beforeAll(async () => {
  db = await createTestDatabase('recover');
  ds = createDataSource(db.url, 3);
  await ds.initialize();
  await ds.runMigrations();
  client = new FakeEsdbClient();
  store = new EsdbEventStore(client as unknown as EventStoreDBClient, true);
  runner = new ProjectionRunner({
    source: store,
    dataSource: ds,
    projections: allProjections,
    retry: { firstMs: 20, maxMs: 200 },
    onError: (error) => errors.push(error),
  });
});

afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await ds?.destroy();
  await db?.drop();
});

it('subscribes again after the server breaks or ends the subscription, and catches up', async () => {
  await openTube();
  await runner.start();
  await eventually(state, isLive(0));
  expect(await boardSize()).toBe(1);

  client.breakSubscriptions(new UnavailableError(undefined, 'server restarting'));
  await eventually(state, (s) => s.restarts === 1);
  await openTube();
  await eventually(boardSize, (n) => n === 2);
  expect(await eventually(state, isLive(1))).toMatchObject({ lastError: 'server restarting' });

  client.breakSubscriptions();
  await openTube();
  await eventually(state, isLive(2));
  await eventually(boardSize, (n) => n === 3);
  expect(errors).toHaveLength(2);
});

it('keeps trying while the server refuses subscriptions, reporting retrying with the reason', async () => {
  client.refuseSubscriptions = new UnavailableError(undefined, 'no leader');
  client.breakSubscriptions(new UnavailableError(undefined, 'leader lost'));
  await openTube();
  await eventually(state, (s) => s.state === 'retrying' && s.lastError === 'no leader' && s.restarts >= 4);
  client.refuseSubscriptions = undefined;
  await eventually(boardSize, (n) => n === 4);
  await eventually(state, (s) => s.state === 'live');
});

it('survives its database connection being killed in the middle of a batch and applies every event once', async () => {
  const name = new URL(db.url).pathname.slice(1);
  const blocker = new Client({ connectionString: db.url });
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([blocker.connect(), admin.connect()]);
  try {
    // Hold the read model's table so the runner's next batch waits inside its transaction, then
    // kill the connection it waits on: the batch fails for certain, not just an idle connection.
    const before = runner.state.restarts;
    await blocker.query('BEGIN');
    // SHARE: it blocks the batch's writes without taking a transaction id, which (ACCESS
    // EXCLUSIVE would) holds back the horizon of every PostgreSQL event store on this server.
    await blocker.query('LOCK TABLE tube_board IN SHARE MODE');
    await openTube();
    const waiting = await eventually(
      () => admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [name]),
      (r) => r.rowCount === 1,
    );
    await admin.query('SELECT pg_terminate_backend($1)', [waiting.rows[0]!.pid]);
    await eventually(state, (s) => s.restarts > before);
    await blocker.query('COMMIT');
  } finally {
    await blocker.end();
    await admin.end();
  }
  await openTube();
  await eventually(boardSize, (n) => n === 6);
  await eventually(state, (s) => s.state === 'live');
  expect(String(errors.at(-1))).toMatch(/terminat/);
  const rows = await ds.getRepository(TubeBoardRow).find();
  expect(rows.map((r) => r.revision)).toEqual(rows.map(() => 0));
});
