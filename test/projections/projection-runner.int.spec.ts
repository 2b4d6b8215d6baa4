// The projection runner on real PostgreSQL with the real event store: catches up from its
// checkpoint, commits rows with checkpoints, reports lag, and rebuilds read models identically.
import { randomUUID } from 'node:crypto';
import {
  allProjections,
  CreatedRowExistsError,
  ProjectionCheckpointRow,
  ProjectionRunner,
  TubeBoardRow,
  type CommittedChange,
} from '@shop/projections';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/database/data-source';
import { PostgresEventStore } from '../../server/src/event-store/postgres/postgres-event-store';
import { eventually } from '../support/eventually';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let db: TestDatabase;
let ds: DataSource;
let store: PostgresEventStore;

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c-1', causationId: 'c-1', occurredAt: '2026-11-22T02:00:00.000Z' };
const event = (type: string, data: unknown) => ({ id: randomUUID(), type, data, metadata });
const openTube = (tubeId: string) =>
  event('TubeOpened', {
    tubeId,
    productId: 'p1',
    totalTickets: 10,
    prizes: [{ tier: 'A', name: 'A賞', quantity: 10, image_url: '/a.png' }],
    commitment: '0'.repeat(64),
  });
const lockTube = (tubeId: string, userId: string) =>
  event('TubeLocked', { tubeId, userId, lockedAt: '2026-11-22T02:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' });

const board = async () => (await ds.getRepository(TubeBoardRow).find({ order: { tubeId: 'ASC' } })).map((r) => ({ ...r }));
const tubeBoard = allProjections.find((p) => p.name === 'tube-board')!;

/** Counts the runners' reads of tube_board rows from now on. */
function watchBoardReads(): { count(): number; restore(): void } {
  const queries = jest.spyOn(ds.manager, 'query');
  return {
    count: () => queries.mock.calls.filter(([sql]) => String(sql).startsWith('SELECT * FROM "tube_board"')).length,
    restore: () => queries.mockRestore(),
  };
}

async function startCaughtUp(runner: ProjectionRunner): Promise<void> {
  await runner.start();
  await eventually(
    () => runner.status(),
    (s) => s.every((p) => !p.behind),
  );
}

beforeAll(async () => {
  db = await createTestDatabase('proj');
  ds = createDataSource(db.url, 5);
  await ds.initialize();
  await ds.runMigrations();
  store = PostgresEventStore.create(db.url);
  await store.ensureSchema();
  for (let i = 1; i <= 30; i++) {
    await store.appendToStream(`tube-t${i}`, [openTube(`t${i}`), lockTube(`t${i}`, `u${i}`)], { expectedRevision: 'no_stream' });
  }
});

afterAll(async () => {
  await store?.close();
  await ds?.destroy();
  await db?.drop();
});

it('catches up, goes live, stores its checkpoint, and rebuilds the same rows', async () => {
  const committed: CommittedChange[] = [];
  const runner = new ProjectionRunner({ source: store, dataSource: ds, projections: allProjections, onCommitted: (c) => committed.push(...c) });
  await runner.start();
  await eventually(board, (rows) => rows.length === 30 && rows.every((r) => r.lockUserId !== null));

  // Live: a new event reaches the read model and is reported to listeners after its commit.
  await store.appendToStream('tube-t1', [event('TubeLockReleased', { tubeId: 't1', userId: 'u1', reason: 'released' })], { expectedRevision: 1n });
  await eventually(board, (rows) => rows[0].lockUserId === null && rows[0].revision === 2);
  expect(committed.some((c) => c.projection === 'tube-board' && (c.rows as TubeBoardRow[]).some((r) => r.tubeId === 't1' && r.revision === 2))).toBe(
    true,
  );
  await eventually(
    () => runner.status(),
    (s) => s.every((p) => !p.behind && p.lagMs === 0),
  );
  // Caught up, the status (polled by GET /api/health) costs one read of the log for every projection.
  const reads = jest.spyOn(store, 'readAll');
  await runner.status();
  expect(reads).toHaveBeenCalledTimes(1);
  reads.mockRestore();
  expect(runner.state).toMatchObject({ state: 'live', restarts: 0 });
  await runner.stop();
  expect(runner.state.state).toBe('stopped');

  // Restarting continues from the stored checkpoint: nothing is applied twice.
  const checkpoint = await ds.getRepository(ProjectionCheckpointRow).findOneByOrFail({ name: 'tube-board' });
  expect(checkpoint.commitPosition).not.toBeNull();
  const live = await board();

  // Rebuild from the log: drop and replay gives row-for-row the same read model.
  await ds.getRepository(TubeBoardRow).update({ tubeId: 't5' }, { lockUserId: 'tampered' });
  const replayed = await runner.rebuild(['tube-board']);
  expect(replayed).toBe(61);
  expect(await board()).toEqual(live);

  // While stopped, the runner reports what it has not applied yet.
  await store.appendToStream('tube-t2', [event('TubeLockReleased', { tubeId: 't2', userId: 'u2', reason: 'released' })], { expectedRevision: 1n });
  const status = await eventually(
    () => runner.status(),
    (s) => s.find((p) => p.name === 'tube-board')!.behind,
  );
  expect(status.find((p) => p.name === 'user-account')!.behind).toBe(false);
});

it('refuses to rebuild a read model it does not know', async () => {
  const runner = new ProjectionRunner({ source: store, dataSource: ds, projections: allProjections });
  await expect(runner.rebuild(['no-such-model'])).rejects.toThrow('unknown projection(s): no-such-model');
});

it('reads a row once, then keeps it from its own commits, and forgets what it kept when it subscribes again', async () => {
  const runner = new ProjectionRunner({ source: store, dataSource: ds, projections: allProjections });
  const boardReads = watchBoardReads();
  const row = async (tubeId: string) => (await board()).find((r) => r.tubeId === tubeId)!;
  try {
    await runner.start();
    await store.appendToStream('tube-t7', [event('TubeLockReleased', { tubeId: 't7', userId: 'u7', reason: 'released' })], { expectedRevision: 1n });
    await eventually(
      () => row('t7'),
      (r) => r.revision === 2,
    );
    const readsBefore = boardReads.count();
    expect(readsBefore).toBeGreaterThan(0);
    await store.appendToStream('tube-t7', [lockTube('t7', 'u77')], { expectedRevision: 2n });
    await eventually(
      () => row('t7'),
      (r) => r.revision === 3 && r.lockUserId === 'u77',
    );
    expect(boardReads.count()).toBe(readsBefore);

    // A change made behind the runner's back while it was stopped is what it starts from.
    await runner.stop();
    await ds.getRepository(TubeBoardRow).update({ tubeId: 't7' }, { productId: 'changed-while-stopped' });
    await runner.start();
    await store.appendToStream('tube-t7', [event('TubeLockReleased', { tubeId: 't7', userId: 'u77', reason: 'released' })], { expectedRevision: 3n });
    const after = await eventually(
      () => row('t7'),
      (r) => r.revision === 4,
    );
    expect(after).toMatchObject({ productId: 'changed-while-stopped', lockUserId: null });
  } finally {
    boardReads.restore();
    await runner.stop();
  }
});

it('does not look up a row an event creates, and outside production fails loudly when one exists', async () => {
  // Said of every tube event, though the tubes' rows exist: a wrong declaration.
  const claimsToCreate = { ...tubeBoard, name: 'tube-board-claims-to-create', creates: () => true };
  const failures: unknown[] = [];
  const checking = new ProjectionRunner({
    source: store,
    dataSource: ds,
    projections: [claimsToCreate],
    onError: (e) => failures.push(e),
    retry: { firstMs: 60_000, maxMs: 60_000 },
  });
  try {
    await checking.start();
    await eventually(
      () => failures.length,
      (n) => n > 0,
    );
    expect(failures[0]).toBeInstanceOf(CreatedRowExistsError);
    expect(String(failures[0])).toContain('tube-board-claims-to-create');
  } finally {
    await checking.stop();
  }

  // In production the declaration is trusted: no read of the rows, the rows rewritten from nothing.
  const boardReads = watchBoardReads();
  const trusting = new ProjectionRunner({ source: store, dataSource: ds, projections: [claimsToCreate], checkCreates: false });
  try {
    await startCaughtUp(trusting);
    expect(boardReads.count()).toBe(0);
  } finally {
    boardReads.restore();
    await trusting.stop();
  }
});

it('keeps no row a batch created, and keeps it once a later batch has read it', async () => {
  const opening = { ...tubeBoard, name: 'tube-board-opened-here', creates: (e: { type: string }) => e.type === 'TubeOpened' };
  const boardReads = watchBoardReads();
  const row = async () => (await board()).find((r) => r.tubeId === 't40');
  // Trusting the declaration, as production does: the tubes opened before this runner existed are rewritten as they were.
  const runner = new ProjectionRunner({ source: store, dataSource: ds, projections: [opening], checkCreates: false });
  try {
    await startCaughtUp(runner);
    await store.appendToStream('tube-t40', [openTube('t40')], { expectedRevision: 'no_stream' });
    await eventually(row, (r) => r?.revision === 0);
    const before = boardReads.count();
    await store.appendToStream('tube-t40', [lockTube('t40', 'u40')], { expectedRevision: 0n });
    await eventually(row, (r) => r?.revision === 1);
    expect(boardReads.count()).toBe(before + 1);
    await store.appendToStream('tube-t40', [event('TubeLockReleased', { tubeId: 't40', userId: 'u40', reason: 'released' })], {
      expectedRevision: 1n,
    });
    await eventually(row, (r) => r?.revision === 2 && r.lockUserId === null);
    expect(boardReads.count()).toBe(before + 1);
  } finally {
    boardReads.restore();
    await runner.stop();
  }
});
