// Complete ticket purchases per second over HTTP against the server process, at rising
// concurrency. Each of C buyers holds its own tube (a tube serves one buyer at a time:
// the lock) and buys one ticket per request, moving to a fresh tube when one sells out. Measured
// alongside, in the same run: events appended per second during the purchases, raw appends per
// second of the same store at the same concurrency (their ratio), and the projection lag.
import { readFileSync } from 'node:fs';
import { measureRawAppends } from './append-throughput.bench';
import type { BenchPostgres } from './bench-postgres';
import { BENCH_PRODUCT, commitLag, readModelsCaughtUp, startBenchShop, type BenchMember, type BenchShop } from './bench-shop';
import { percentile, round } from './stats';

export interface PurchaseFigure {
  concurrency: number;
  purchases: number;
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Each buyer's first purchase, made before the clock starts (warmUp): p50 and the slowest. */
  firstPurchaseP50Ms: number;
  firstPurchaseMaxMs: number;
  failures: Record<string, number>;
  eventsPerSecond: number;
  rawAppendEventsPerSecond: number;
  ratio: number;
  eventsPerPurchase: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagSamples: number;
  /** Database transactions (each autocommit query is one) per purchase: server and projections. */
  transactionsPerPurchase: number;
  /** Statements the shop's processes sent per purchase (pg_stat_statements), null where not available. */
  statementsPerPurchase: number | null;
  /** CPU time (user + system) of the shop's processes per purchase. */
  serverCpuMsPerPurchase: number;
}

/** CPU time (user + system) of processes so far, in ms, from /proc (Linux). */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const TUBE_TICKETS = 100;

/**
 * Every buyer makes one purchase before the clock starts, all at once, and it is timed apart;
 * `buy` throws when it does not go through. A buyer's first request opens its connection, and the
 * server under test loads what the buyer and the tube need; every contender pays that once per
 * buyer. Timed with the rest, 50 buyers' first purchases would be 0.5 % of a contender selling
 * 10,000 in a run and 1.5 % of one selling 3,400, so p99 would land among them for the slower one alone.
 */
export async function warmUp(
  buyers: number,
  buy: (buyer: number) => Promise<unknown>,
): Promise<{ firstPurchaseP50Ms: number; firstPurchaseMaxMs: number }> {
  const times = await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      const t0 = performance.now();
      await buy(b);
      return performance.now() - t0;
    }),
  );
  return { firstPurchaseP50Ms: round(percentile(times, 50), 2), firstPurchaseMaxMs: round(Math.max(...times), 2) };
}

/** One level of C buyers for `seconds`; `withRawAppends` measures the store's ceiling right after it. */
export async function level(
  pg: BenchPostgres,
  shop: BenchShop,
  concurrency: number,
  seconds: number,
  options: { withRawAppends?: boolean; buyers?: BenchMember[] } = {},
): Promise<PurchaseFigure> {
  const withRawAppends = options.withRawAppends ?? true;
  const buyers = options.buyers ?? (await shop.members(concurrency, 1_000_000_000));
  // Tubes ready before the clock starts; more are opened as they sell out.
  const firstTubes = await Promise.all(buyers.map(() => shop.openTube(TUBE_TICKETS)));
  const buy = (i: number, tubeId: string) =>
    shop.post(`/raffle/draw/multiple/${tubeId}`, buyers[i]!.token, { product_id: BENCH_PRODUCT.id, random_count: 1 });
  const first = await warmUp(buyers.length, async (i) => {
    const res = await buy(i, firstTubes[i]!);
    if (res.status !== 200) throw new Error(`a buyer's first purchase was refused: ${res.status} ${String(res.body.message)}`);
  });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const xacts = async () =>
    Number(
      ((await shop.db.query('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()')) as { n: string }[])[0]!.n,
    );
  const xactsBefore = await xacts();
  const statementsBefore = await shop.statements();
  const cpuBefore = cpuMs(shop.pids);
  const eventsBefore = await shop.eventCount();
  const since = new Date();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let openingMs = 0;
  await Promise.all(
    buyers.map(async (_, i) => {
      let tubeId = firstTubes[i]!;
      let bought = 1;
      while (performance.now() < deadline) {
        if (bought === TUBE_TICKETS) {
          const t = performance.now();
          tubeId = await shop.openTube(TUBE_TICKETS);
          openingMs += performance.now() - t;
          bought = 0;
        }
        const t0 = performance.now();
        const res = await buy(i, tubeId);
        if (res.status === 200) {
          latencies.push(performance.now() - t0);
          bought++;
        } else {
          const key = `${res.status} ${String(res.body.message)}`;
          failures[key] = (failures[key] ?? 0) + 1;
          if (res.body.message === '目前沒有可選的號碼') bought = TUBE_TICKETS;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(shop.pids) - cpuBefore;
  const events = (await shop.eventCount()) - eventsBefore;
  // pg_stat_database is updated when sessions report, at most every 0.5 s: wait for the last reports.
  await new Promise((r) => setTimeout(r, 1500));
  const transactions = (await xacts()) - xactsBefore - 2;
  const statementsAfter = await shop.statements();
  await readModelsCaughtUp(shop);
  const lag = await commitLag(shop, since);
  // The ceiling: raw appends of one small event by as many writers, on the same PostgreSQL.
  const raw = withRawAppends ? await measureRawAppends(pg, concurrency, seconds) : { eventsPerSecond: Number.NaN };
  const purchases = Math.max(1, latencies.length);
  const eventsPerSecond = events / elapsed;
  if (openingMs > 0) console.log(`    (${round(openingMs / 1000, 2)} s of buyer time went to opening fresh tubes)`);
  return {
    concurrency,
    purchases: latencies.length,
    purchasesPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    ...first,
    failures,
    eventsPerSecond: round(eventsPerSecond),
    rawAppendEventsPerSecond: raw.eventsPerSecond,
    ratio: round(eventsPerSecond / raw.eventsPerSecond, 3),
    eventsPerPurchase: round(events / Math.max(1, latencies.length), 2),
    lagP50Ms: round(percentile(lag, 50), 1),
    lagP99Ms: round(percentile(lag, 99), 1),
    lagSamples: lag.length,
    transactionsPerPurchase: round(transactions / purchases, 1),
    statementsPerPurchase: statementsBefore === null || statementsAfter === null ? null : round((statementsAfter - statementsBefore) / purchases, 1),
    serverCpuMsPerPurchase: round(cpu / purchases, 2),
  };
}

/** `commit` picks the server's purchase path: one atomic append, or step by step (EventStoreDB's path). */
export async function measurePurchases(
  pg: BenchPostgres,
  levels: number[],
  seconds: number,
  commit: 'atomic' | 'stepwise' = 'atomic',
): Promise<PurchaseFigure[]> {
  process.env.PURCHASE_COMMIT = commit;
  const shop = await startBenchShop(pg, `purchase_${commit}`);
  const figures: PurchaseFigure[] = [];
  try {
    for (const concurrency of levels) {
      const f = await level(pg, shop, concurrency, seconds);
      console.log(
        `  ${concurrency} buyers: ${f.purchasesPerSecond} purchases/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; ` +
          `${f.eventsPerSecond} events/s vs raw ${f.rawAppendEventsPerSecond} (ratio ${f.ratio}); lag p99 ${f.lagP99Ms} ms; ${f.transactionsPerPurchase} db transactions/purchase; ` +
          `${f.statementsPerPurchase} statements/purchase; ${f.serverCpuMsPerPurchase} ms server CPU/purchase` +
          (Object.keys(f.failures).length ? `; refused ${JSON.stringify(f.failures)}` : ''),
      );
      figures.push(f);
    }
  } finally {
    await shop.stop();
  }
  return figures;
}
