// What a purchase costs, against yardsticks measured in the same run (`purchase-cost`). Four
// contenders, at the same concurrency, on the same PostgreSQL, interleaved over several rounds
// (the order rotates each round), with the load average written around each:
// - reference: the same work as one SQL transaction behind a bare node:http server (reference-server.ts),
//   sent as one plpgsql call: one round trip;
// - statements: the same transaction sent statement by statement (seven round trips), the yardstick
//   issue 29 set its targets against;
// - http: the shop's own purchase, POST /api/raffle/draw/multiple/{tubeId}, one ticket each;
// - appendMany: the shop's event store appending, in this process, the events one purchase
//   commits (copied from a purchase the shop just made), each writer on streams of its own.
// Every figure is also given as a ratio to the yardsticks of its round, so it means the same on
// any machine. The shop's row adds its CPU time and its statements per purchase, and the read
// models' lag.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { StreamAppend } from '../event-store/event-store.port';
import type { BenchPostgres } from './bench-postgres';
import { allProjections, ProjectionRunner } from '@shop/projections';
import { BENCH_PRODUCT, startBenchShop, type BenchShop } from './bench-shop';
import { level, warmUp, type PurchaseFigure } from './purchase.bench';
import { percentile, round } from './stats';
import { benchJson } from './bench-http';

interface ContenderFigure {
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Each buyer's first purchase, made before the clock starts (warmUp in purchase.bench.ts): p50 and the slowest. */
  firstPurchaseP50Ms: number;
  firstPurchaseMaxMs: number;
  failures: number;
  /** 1-minute load average before and after the contender ran. */
  loadBefore: number;
  loadAfter: number;
}

export interface CostRound {
  round: number;
  order: string[];
  reference: ContenderFigure;
  statements: ContenderFigure;
  http: ContenderFigure &
    Pick<
      PurchaseFigure,
      'serverCpuMsPerPurchase' | 'statementsPerPurchase' | 'transactionsPerPurchase' | 'lagP50Ms' | 'lagP99Ms' | 'eventsPerPurchase'
    >;
  appendMany: ContenderFigure & { eventsPerPurchase: number };
  /** Each contender's throughput and p99 over the reference's in this round; `…ToStatements` over the statements'. */
  ratios: {
    httpThroughput: number;
    httpP99: number;
    appendManyThroughput: number;
    statementsThroughput: number;
    httpThroughputToStatements: number;
    httpP99ToStatements: number;
  };
}

/** One buyer at a time: a member with a long history of purchases against a new one, interleaved. */
export interface HistoryFigure {
  earlierPurchases: number;
  purchasesEach: number;
  newMemberP50Ms: number;
  longHistoryP50Ms: number;
  /** The long history's p50 over the new member's: 1 when the history costs nothing. */
  ratio: number;
}

export interface CostFigures {
  buyers: number;
  seconds: number;
  rounds: CostRound[];
  history: HistoryFigure;
  /** Medians over the rounds. */
  median: {
    httpThroughputRatio: number;
    httpP99Ratio: number;
    httpThroughputToStatements: number;
    httpP99ToStatements: number;
    appendManyThroughputRatio: number;
    serverCpuMsPerPurchase: number;
    lagP99Ms: number;
  };
}

const TUBE_TICKETS = 100;
const load = () => round(loadavg()[0]!, 2);

/**
 * Runs `buy` for each of `buyers` until the deadline, after one untimed first purchase each (see
 * warmUp); `buy` answers whether the purchase went through.
 */
async function closedLoop(buyers: number, seconds: number, buy: (buyer: number) => Promise<boolean>): Promise<ContenderFigure> {
  const first = await warmUp(buyers, async (b) => {
    if (!(await buy(b))) throw new Error(`buyer ${b}'s first purchase did not go through`);
  });
  const loadBefore = load();
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (await buy(b)) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    purchasesPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    ...first,
    failures,
    loadBefore,
    loadAfter: load(),
  };
}

interface Reference {
  /** `buy`: the plpgsql call; `buy-statements`: the same transaction statement by statement. */
  run(route: 'buy' | 'buy-statements', buyers: number, seconds: number): Promise<ContenderFigure>;
  stop(): Promise<void>;
}

async function startReference(pg: BenchPostgres): Promise<Reference> {
  const databaseUrl = await pg.createDatabase('reference');
  const child: ChildProcess = spawn(process.execPath, [resolve(__dirname, 'reference-server.js'), databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /reference listening: (\S+)/.exec(out)?.[1];
      if (found) ok(found);
    });
    child.once('exit', (code) => fail(new Error(`reference server exited (${code}): ${out}`)));
  });
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  let tubes = 0;
  const openTube = async (): Promise<string> => {
    const tubeId = `r${++tubes}`;
    await pool.query(
      `INSERT INTO ref_tickets (tube_id, number, tier) SELECT $1, n, CASE WHEN n <= 2 THEN 'A' WHEN n <= 10 THEN 'B' ELSE 'C' END FROM generate_series(1, $2) n`,
      [tubeId, TUBE_TICKETS],
    );
    return tubeId;
  };
  return {
    async run(route, buyers, seconds) {
      const members = Array.from({ length: buyers }, () => randomUUID());
      await pool.query('INSERT INTO ref_wallets (user_id, tokens) SELECT unnest($1::uuid[]), 1000000000000', [members]);
      const tubeOf = await Promise.all(members.map(() => openTube()));
      const bought = members.map(() => 0);
      return closedLoop(buyers, seconds, async (b) => {
        if (bought[b] === TUBE_TICKETS) {
          tubeOf[b] = await openTube();
          bought[b] = 0;
        }
        const res = await benchJson(`${url}/${route}/${tubeOf[b]}`, 'POST', members[b]!, { random_count: 1 });
        if (res.status !== 200) return false;
        bought[b]!++;
        return true;
      });
    },
    async stop() {
      await pool.end();
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    },
  };
}

/**
 * The events of the shop's latest purchase, by stream kind: those of its commit that carry its
 * correlation id (the store's group commit puts several purchases in one transaction).
 */
async function purchaseTemplate(shop: BenchShop): Promise<{ kind: string; events: { type: string; data: unknown; metadata: unknown }[] }[]> {
  const rows = (await shop.db.query(
    `WITH last AS (SELECT tx_id, metadata->>'correlationId' AS correlation FROM es_events
                    WHERE type = 'OrderFulfilled' ORDER BY tx_id DESC, seq DESC LIMIT 1)
     SELECT stream_id, type, data, metadata FROM es_events e, last
      WHERE e.tx_id = last.tx_id AND e.metadata->>'correlationId' = last.correlation
      ORDER BY seq`,
  )) as { stream_id: string; type: string; data: unknown; metadata: unknown }[];
  const byKind = new Map<string, { type: string; data: unknown; metadata: unknown }[]>();
  for (const row of rows) {
    const kind = row.stream_id.slice(0, row.stream_id.indexOf('-'));
    byKind.set(kind, [...(byKind.get(kind) ?? []), { type: row.type, data: row.data, metadata: row.metadata }]);
  }
  return [...byKind].map(([kind, events]) => ({ kind, events }));
}

async function runAppendMany(pg: BenchPostgres, template: Awaited<ReturnType<typeof purchaseTemplate>>, buyers: number, seconds: number) {
  const store = PostgresEventStore.create(await pg.createDatabase('append_many'), { max: buyers + 2 });
  await store.ensureSchema();
  try {
    const revisions = Array.from({ length: buyers }, () => new Map<string, bigint>());
    const figure = await closedLoop(buyers, seconds, async (b) => {
      // A fresh order stream each time; the writer's own wallet, container and box streams go on.
      const batch: StreamAppend[] = template.map(({ kind, events }) => {
        const streamId = kind === 'order' ? `order-${randomUUID()}` : `${kind}-w${b}`;
        const at = revisions[b]!.get(streamId);
        return {
          streamId,
          expectedRevision: at === undefined ? 'no_stream' : at,
          events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata as never })),
        };
      });
      const results = await store.appendMany(batch);
      batch.forEach((item, i) => revisions[b]!.set(item.streamId, results[i]!.nextExpectedRevision));
      return true;
    });
    return { ...figure, eventsPerPurchase: template.reduce((n, t) => n + t.events.length, 0) };
  } finally {
    await store.close();
  }
}

/**
 * Gives a member `earlier` purchases — copies of their latest purchase (its order, wallet and box
 * events; not the tube's), each with ids of its own (order, box item), appended to their order,
 * wallet and box streams as the purchase core appends them — and waits until every read model has
 * read them. Answers the events appended.
 */
export async function appendEarlierPurchases(shop: BenchShop, userId: string, earlier: number): Promise<number> {
  const template = (await purchaseTemplate(shop)).filter((t) => t.kind !== 'tube');
  const orderId = (template.find((t) => t.kind === 'order')!.events[0]!.data as { orderId: string }).orderId;
  const itemId = (template.find((t) => t.kind === 'box')!.events[0]!.data as { itemId: string }).itemId;
  const text = JSON.stringify(template);
  const revisions = new Map<string, bigint>();
  for (const kind of ['wallet', 'box']) {
    const streamId = `${kind}-${userId}`;
    const events = await shop.store.readStream(streamId);
    revisions.set(streamId, events[events.length - 1]!.revision);
  }
  let appended = 0;
  for (let done = 0; done < earlier; done += 100) {
    // 100 purchases a call, one stream each.
    const batch = new Map<string, StreamAppend>();
    for (let i = 0; i < Math.min(100, earlier - done); i++) {
      const copy = JSON.parse(text.split(orderId).join(randomUUID()).split(itemId).join(randomUUID())) as typeof template;
      for (const { kind, events } of copy) {
        const streamId = kind === 'order' ? `order-${(events[0]!.data as { orderId: string }).orderId}` : `${kind}-${userId}`;
        let item = batch.get(streamId);
        if (!item) {
          const at = revisions.get(streamId);
          batch.set(streamId, (item = { streamId, expectedRevision: at === undefined ? 'no_stream' : at, events: [] }));
        }
        item.events.push(...events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata as never })));
        appended += events.length;
      }
    }
    const items = [...batch.values()];
    const results = await shop.store.appendMany(items);
    items.forEach((item, i) => revisions.set(item.streamId, results[i]!.nextExpectedRevision));
  }
  console.log(`    ${earlier} earlier purchases appended (${appended} events); waiting for the read models`);
  const runner = new ProjectionRunner({ source: shop.store, dataSource: shop.db, projections: allProjections });
  for (let behind = await runner.status(); behind.some((s) => s.behind); behind = await runner.status()) {
    if (process.env.BENCH_DEBUG) console.log(behind.filter((s) => s.behind).map((s) => `${s.name} ${s.lagMs}`));
    await new Promise((r) => setTimeout(r, 500));
  }
  return appended;
}

/** Buys one ticket of a tube of the buyer's own (a new one when theirs is sold out), timed. */
export function ticketBuyer(shop: BenchShop): (buyer: { userId: string; token: string }) => Promise<number> {
  const tubes = new Map<string, { tubeId: string; bought: number }>();
  return async (buyer) => {
    let tube = tubes.get(buyer.userId);
    if (!tube || tube.bought === TUBE_TICKETS) tubes.set(buyer.userId, (tube = { tubeId: await shop.openTube(TUBE_TICKETS), bought: 0 }));
    const t0 = performance.now();
    const res = await shop.post(`/raffle/draw/multiple/${tube.tubeId}`, buyer.token, { product_id: BENCH_PRODUCT.id, random_count: 1 });
    if (res.status !== 200) throw new Error(`history purchase refused: ${res.status} ${JSON.stringify(res.body)}`);
    tube.bought++;
    return performance.now() - t0;
  };
}

/** A member with `earlier` copied purchases (appendEarlierPurchases) against a new one, single purchases timed alternately. */
async function measureHistory(shop: BenchShop, earlier: number, purchasesEach: number): Promise<HistoryFigure> {
  const [veteran, newcomer] = await shop.members(2, 1_000_000_000);
  const buy = ticketBuyer(shop);
  await buy(veteran!);
  await appendEarlierPurchases(shop, veteran!.userId, earlier);
  const times = { veteran: [] as number[], newcomer: [] as number[] };
  // Turn about, so that neither always buys right after the other's purchase.
  for (let i = 0; i < purchasesEach; i++) {
    if (i % 2) times.newcomer.push(await buy(newcomer!));
    times.veteran.push(await buy(veteran!));
    if (i % 2 === 0) times.newcomer.push(await buy(newcomer!));
  }
  const longHistoryP50Ms = round(percentile(times.veteran, 50), 2);
  const newMemberP50Ms = round(percentile(times.newcomer, 50), 2);
  return { earlierPurchases: earlier, purchasesEach, newMemberP50Ms, longHistoryP50Ms, ratio: round(longHistoryP50Ms / newMemberP50Ms, 2) };
}

export async function measurePurchaseCost(pg: BenchPostgres, buyers: number, seconds: number, rounds: number): Promise<CostFigures> {
  process.env.PURCHASE_COMMIT = 'atomic';
  const shop = await startBenchShop(pg, 'purchase_cost');
  const reference = await startReference(pg);
  const figures: CostRound[] = [];
  let history: HistoryFigure;
  try {
    // The same buyers in every round, so the rounds after the first measure warm purchases.
    const buyersOfShop = await shop.members(buyers, 1_000_000_000);
    const contenders = ['reference', 'http', 'statements', 'appendMany'] as const;
    for (let r = 0; r < rounds; r++) {
      // Rotate, so no contender always runs first (or right after the same one); the http run
      // must precede appendMany in round one, which copies a purchase it made.
      const order = r === 0 ? [...contenders] : contenders.map((_, i) => contenders[(i + r) % contenders.length]!);
      const got: Partial<Record<(typeof contenders)[number], ContenderFigure>> = {};
      for (const name of order) {
        if (name === 'reference') got.reference = await reference.run('buy', buyers, seconds);
        if (name === 'statements') got.statements = await reference.run('buy-statements', buyers, seconds);
        if (name === 'http') {
          const loadBefore = load();
          const f = await level(pg, shop, buyers, seconds, { withRawAppends: false, buyers: buyersOfShop });
          got.http = {
            purchasesPerSecond: f.purchasesPerSecond,
            p50Ms: f.p50Ms,
            p99Ms: f.p99Ms,
            firstPurchaseP50Ms: f.firstPurchaseP50Ms,
            firstPurchaseMaxMs: f.firstPurchaseMaxMs,
            failures: Object.values(f.failures).reduce((a, b) => a + b, 0),
            loadBefore,
            loadAfter: load(),
            serverCpuMsPerPurchase: f.serverCpuMsPerPurchase,
            statementsPerPurchase: f.statementsPerPurchase,
            transactionsPerPurchase: f.transactionsPerPurchase,
            lagP50Ms: f.lagP50Ms,
            lagP99Ms: f.lagP99Ms,
            eventsPerPurchase: f.eventsPerPurchase,
          } as CostRound['http'];
        }
        if (name === 'appendMany') got.appendMany = await runAppendMany(pg, await purchaseTemplate(shop), buyers, seconds);
      }
      const ref = got.reference!;
      const statements = got.statements!;
      const http = got.http as CostRound['http'];
      const appendMany = got.appendMany as CostRound['appendMany'];
      const ratios = {
        httpThroughput: round(http.purchasesPerSecond / ref.purchasesPerSecond, 3),
        httpP99: round(http.p99Ms / ref.p99Ms, 2),
        appendManyThroughput: round(appendMany.purchasesPerSecond / ref.purchasesPerSecond, 3),
        statementsThroughput: round(statements.purchasesPerSecond / ref.purchasesPerSecond, 3),
        httpThroughputToStatements: round(http.purchasesPerSecond / statements.purchasesPerSecond, 3),
        httpP99ToStatements: round(http.p99Ms / statements.p99Ms, 2),
      };
      figures.push({ round: r + 1, order, reference: ref, statements, http, appendMany, ratios });
      const line = (n: string, f: ContenderFigure) =>
        `${n} ${f.purchasesPerSecond}/s p50 ${f.p50Ms} p99 ${f.p99Ms} ms (first purchases p50 ${f.firstPurchaseP50Ms}, max ${f.firstPurchaseMaxMs} ms; load ${f.loadBefore}→${f.loadAfter})`;
      console.log(`  round ${r + 1} (${order.join(', ')}), ${buyers} buyers:`);
      console.log(`    ${line('reference', ref)}`);
      console.log(`    ${line('statements', statements)}; ×${ratios.statementsThroughput} of the reference`);
      console.log(
        `    ${line('http', http)}; ×${ratios.httpThroughput} of the reference, p99 ×${ratios.httpP99}; ` +
          `×${ratios.httpThroughputToStatements} of the statements, p99 ×${ratios.httpP99ToStatements}; ` +
          `${http.serverCpuMsPerPurchase} ms CPU, ${http.statementsPerPurchase} statements, ${http.transactionsPerPurchase} transactions per purchase; lag p99 ${http.lagP99Ms} ms`,
      );
      if (r === rounds - 1) {
        const total = http.purchasesPerSecond * seconds * rounds;
        console.log("    the shop's statements per purchase over every round, most called first:");
        for (const { calls, query } of await shop.topStatements(10))
          console.log(`      ${round(calls / total, 2)}  ${query.replace(/\s+/g, ' ').slice(0, 110)}`);
      }
      console.log(`    ${line('appendMany', appendMany)} (${appendMany.eventsPerPurchase} events); ×${ratios.appendManyThroughput} of the reference`);
    }
    history = await measureHistory(shop, Number(process.env.BENCH_HISTORY_PURCHASES ?? 10_000), 200);
    console.log(
      `  one buyer with ${history.earlierPurchases} earlier purchases: p50 ${history.longHistoryP50Ms} ms; a new member: p50 ${history.newMemberP50Ms} ms (×${history.ratio})`,
    );
  } finally {
    await reference.stop();
    await shop.stop();
  }
  const med = (pick: (r: CostRound) => number) => percentile(figures.map(pick), 50);
  return {
    buyers,
    seconds,
    rounds: figures,
    history: history!,
    median: {
      httpThroughputRatio: med((r) => r.ratios.httpThroughput),
      httpP99Ratio: med((r) => r.ratios.httpP99),
      httpThroughputToStatements: med((r) => r.ratios.httpThroughputToStatements),
      httpP99ToStatements: med((r) => r.ratios.httpP99ToStatements),
      appendManyThroughputRatio: med((r) => r.ratios.appendManyThroughput),
      serverCpuMsPerPurchase: med((r) => r.http.serverCpuMsPerPurchase),
      lagP99Ms: med((r) => r.http.lagP99Ms),
    },
  };
}
