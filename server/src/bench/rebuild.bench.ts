// Rebuild speed: every read model replayed from a log of at least 1,000,000 events.
// The log is made of real purchases decided in memory by the shop's own deciders (user, wallet,
// order, tube, box: the events, hash chain and shapes the purchase process writes) and bulk
// inserted into the event store's table, so the projections see what a busy shop would give them.
import { randomBytes, randomUUID } from 'node:crypto';
import { layoutTube, tubeCommitment, type PrizeTier, type TubeOpened } from '@shop/contracts';
import { allProjections, ProjectionRunner } from '@shop/projections';
import { Pool } from 'pg';
import { createDataSource } from '../database/data-source';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { systemMetadata } from '../http/request-metadata';
import { userDecider } from '../modules/accounts/domain/user.decide';
import { payingHolder, tubeDecider } from '../modules/ichiban/domain/tube.decide';
import type { Tube } from '../modules/ichiban/domain/tube.state';
import { orderDecider } from '../modules/orders/domain/order.decide';
import { boxDecider } from '../modules/prize-box/domain/box.decide';
import type { Box } from '../modules/prize-box/domain/box.state';
import { walletDecider } from '../modules/wallet/domain/wallet.decide';
import type { Wallet } from '../modules/wallet/domain/wallet.state';
import type { BenchPostgres } from './bench-postgres';
import { round } from './stats';

export interface RebuildFigure {
  logEvents: number;
  replayedEvents: number;
  generateSeconds: number;
  insertSeconds: number;
  rebuildSeconds: number;
  eventsPerSecond: number;
  readModelRows: Record<string, number>;
}

const prizes: TubeOpened['data']['prizes'] = [
  { tier: 'A', name: 'A賞 公仔', quantity: 2, image_url: '/demo/a.svg' },
  { tier: 'B', name: 'B賞 模型', quantity: 8, image_url: '/demo/b.svg' },
  { tier: 'C', name: 'C賞 吊飾', quantity: 30, image_url: '/demo/c.svg' },
  { tier: 'D', name: 'D賞 毛巾', quantity: 60, image_url: '/demo/d.svg' },
  { tier: 'LAST', name: 'LAST賞', quantity: 1, image_url: '/demo/last.svg' },
];
const TUBE_TICKETS = 100;
const INSERT_BATCH = 20_000;

interface Row {
  streamId: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string;
  recordedAt: string;
}

/** Buffers events in log order and writes them with one multi-row INSERT per batch. */
class BulkLog {
  private rows: Row[] = [];
  private readonly revisions = new Map<string, number>();
  written = 0;
  insertMs = 0;
  constructor(private readonly pool: Pool) {}

  async add(streamId: string, events: { type: string; data: unknown }[], at: Date): Promise<void> {
    const metadata = JSON.stringify(systemMetadata(at));
    for (const e of events) {
      const revision = (this.revisions.get(streamId) ?? -1) + 1;
      this.revisions.set(streamId, revision);
      this.rows.push({ streamId, revision, id: randomUUID(), type: e.type, data: JSON.stringify(e.data), metadata, recordedAt: at.toISOString() });
    }
    if (this.rows.length >= INSERT_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const rows = this.rows;
    this.rows = [];
    const started = performance.now();
    await this.pool.query(
      `INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata, recorded_at)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])`,
      [
        rows.map((r) => r.streamId),
        rows.map((r) => r.revision),
        rows.map((r) => r.id),
        rows.map((r) => r.type),
        rows.map((r) => r.data),
        rows.map((r) => r.metadata),
        rows.map((r) => r.recordedAt),
      ],
    );
    this.insertMs += performance.now() - started;
    this.written += rows.length;
  }

  async finish(): Promise<void> {
    await this.flush();
    const started = performance.now();
    await this.pool.query(
      `INSERT INTO es_streams (stream_id, revision) SELECT stream_id, max(revision) FROM es_events GROUP BY stream_id
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision`,
    );
    this.insertMs += performance.now() - started;
  }
}

function fold<S, E>(decider: { evolve(s: S, e: E): S }, state: S, events: E[]): S {
  return events.reduce((s, e) => decider.evolve(s, e), state);
}

/** Generates purchases until the log holds `targetEvents`, writing as it goes. */
async function generate(log: BulkLog, targetEvents: number): Promise<void> {
  const users: { userId: string; wallet: Wallet; box: Box }[] = [];
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const tick = () => new Date((clock += 50));
  for (let i = 0; i < 2000; i++) {
    const userId = randomUUID();
    const registered = userDecider.decide(
      {
        type: 'RegisterUser',
        data: { userId, phone: `09${String(10_000_000 + i)}`, name: `會員${i}`, role: 'member', hasPassword: true, via: 'cli', phoneVerified: false },
      },
      userDecider.initialState,
    );
    await log.add(`user-${userId}`, registered, tick());
    const credit = walletDecider.decide(
      { type: 'CreditTokens', data: { userId, amount: 100_000_000, reference: `bench:${userId}`, source: 'admin', description: '儲值' } },
      walletDecider.initialState,
    );
    await log.add(`wallet-${userId}`, credit, tick());
    users.push({ userId, wallet: fold(walletDecider, walletDecider.initialState, credit), box: boxDecider.initialState });
  }

  let tubeNo = 0;
  while (log.written < targetEvents) {
    const tubeId = `bench-${++tubeNo}`;
    const seedHex = randomBytes(32).toString('hex');
    const layout = layoutTube({ tubeId, seedHex, totalTickets: TUBE_TICKETS, prizes });
    let tube: Tube = tubeDecider.initialState;
    const tubeRun = async (command: Parameters<typeof tubeDecider.decide>[0], at: Date) => {
      const events = tubeDecider.decide(command, tube);
      tube = fold(tubeDecider, tube, events);
      await log.add(`tube-${tubeId}`, events, at);
      return events;
    };
    await tubeRun(
      { type: 'OpenTube', data: { tubeId, productId: '1003', totalTickets: TUBE_TICKETS, prizes, commitment: tubeCommitment(tubeId, seedHex) } },
      tick(),
    );
    while (tube.status === 'open' && !tube.soldOut) {
      const buyer = users[Math.floor(Math.random() * users.length)]!;
      const remaining = TUBE_TICKETS - tube.drawn.size;
      const count = Math.min(remaining, 1 + Math.floor(Math.random() * 10));
      const orderId = randomUUID();
      const at = tick();
      const points = 0;
      const amount = 250 * count;
      let order = orderDecider.initialState;
      const orderRun = async (command: Parameters<typeof orderDecider.decide>[0]) => {
        const events = orderDecider.decide(command, order);
        order = fold(orderDecider, order, events);
        await log.add(`order-${orderId}`, events, at);
      };
      await orderRun({
        type: 'PlaceOrder',
        data: {
          orderId,
          userId: buyer.userId,
          kind: 'ichiban',
          productId: '1003',
          productName: '一番賞',
          unitPrice: 250,
          amount,
          points,
          tokens: amount,
          paymentMethod: 'balance',
          ichiban: { tubeId, numbers: null, count, fullPack: false, randomSeed: seedHex },
          placedAt: at.toISOString(),
        },
      });
      const paid = walletDecider.decide(
        { type: 'PayOrder', data: { userId: buyer.userId, orderId, tokens: amount, points, description: '一番賞 抽獎' }, now: at },
        buyer.wallet,
      );
      buyer.wallet = fold(walletDecider, buyer.wallet, paid);
      await log.add(`wallet-${buyer.userId}`, paid, at);
      await orderRun({ type: 'MarkOrderPaid', data: { orderId, tokensDebited: amount, pointsSpent: points } });
      await tubeRun({ type: 'LockTube', data: { tubeId, userId: buyer.userId, holder: payingHolder }, now: at }, at);
      const drawn = await tubeRun(
        {
          type: 'DrawTickets',
          data: {
            tubeId,
            orderId,
            userId: buyer.userId,
            numbers: null,
            count,
            fullPack: false,
            randomSeed: randomBytes(32).toString('hex'),
            layout,
            paidByCard: false,
          },
          now: at,
        },
        at,
      );
      type Item = { itemId: string; source: 'ichiban'; productId: string; tier: PrizeTier; name: string; imageUrl: string; number: number };
      const items = drawn.flatMap((e): Item[] =>
        e.type === 'TicketDrawn'
          ? [
              {
                itemId: `${orderId}-${e.data.number}`,
                source: 'ichiban' as const,
                productId: '1003',
                tier: e.data.tier,
                name: e.data.prizeName,
                imageUrl: '/demo/p.svg',
                number: e.data.number,
              },
            ]
          : e.type === 'LastPrizeAwarded'
            ? [
                {
                  itemId: `${orderId}-LAST`,
                  source: 'ichiban' as const,
                  productId: '1003',
                  tier: 'LAST' as const,
                  name: e.data.prizeName,
                  imageUrl: '/demo/last.svg',
                  number: e.data.number,
                },
              ]
            : [],
      );
      const added = boxDecider.decide(
        { type: 'AddBoxItems', data: { userId: buyer.userId, orderId, items: items.map(({ number: _n, ...item }) => item) }, now: new Date(at) },
        buyer.box,
      );
      buyer.box = fold(boxDecider, buyer.box, added);
      await log.add(`box-${buyer.userId}`, added, at);
      await orderRun({
        type: 'FulfilOrder',
        data: {
          orderId,
          prizes: items.map((i) => ({ itemId: i.itemId, number: i.number, tier: i.tier, prizeName: i.name, imageUrl: i.imageUrl })),
          drawnAt: at.toISOString(),
        },
      });
      // The buyer leaves the tube for the next one.
      if (tube.status === 'open' && !tube.soldOut) await tubeRun({ type: 'ReleaseTubeLock', data: { tubeId, userId: buyer.userId }, now: at }, at);
    }
  }
  await log.finish();
}

export async function measureRebuild(pg: BenchPostgres, targetEvents: number): Promise<RebuildFigure> {
  const url = await pg.createDatabase('rebuild');
  const store = PostgresEventStore.create(url, { max: 4 });
  await store.ensureSchema();
  const dataSource = createDataSource(url, 4);
  await dataSource.initialize();
  await dataSource.runMigrations();
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    const log = new BulkLog(pool);
    const started = performance.now();
    await generate(log, targetEvents);
    const generateSeconds = (performance.now() - started - log.insertMs) / 1000;
    console.log(`  log of ${log.written} events generated in ${round(generateSeconds)} s, inserted in ${round(log.insertMs / 1000)} s`);
    await pool.query('VACUUM ANALYZE es_events');

    // BENCH_REBUILD_BATCH tries another page size; unset, the runner's own default (what `npm run projections:rebuild` uses).
    const maxBatch = process.env.BENCH_REBUILD_BATCH ? Number(process.env.BENCH_REBUILD_BATCH) : undefined;
    const runner = new ProjectionRunner({ source: store, dataSource, projections: allProjections, maxBatch });
    const rebuildStarted = performance.now();
    let last = 0;
    const replayed = await runner.rebuild(undefined, (n) => {
      if (n - last >= 200_000) {
        last = n;
        console.log(`  … ${n} events replayed (${Math.round(n / ((performance.now() - rebuildStarted) / 1000))}/s)`);
      }
    });
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    const readModelRows: Record<string, number> = {};
    for (const p of allProjections) readModelRows[p.name] = await dataSource.getRepository(p.entity).count();
    return {
      logEvents: log.written,
      replayedEvents: replayed,
      generateSeconds: round(generateSeconds),
      insertSeconds: round(log.insertMs / 1000),
      rebuildSeconds: round(rebuildSeconds),
      eventsPerSecond: Math.round(replayed / rebuildSeconds),
      readModelRows,
    };
  } finally {
    await pool.end();
    await dataSource.destroy();
    await store.close();
  }
}
