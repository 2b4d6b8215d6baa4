// `npm run bench [-- name ...]`: runs the server-side benchmarks on the embedded default and
// prints their figures; each also lands in bench/results/<name>.json. No pass/fail on time:
// docs/performance.md compares the figures with the targets.
import 'reflect-metadata';
import { measureRawAppends } from './append-throughput.bench';
import { measureGachaPurchases } from './gacha-purchase.bench';
import { measureBlindboxPurchases } from './blindbox.bench';
import { measureCaptcha } from './captcha.bench';
import { measurePurchases } from './purchase.bench';
import { measurePurchaseCost } from './purchase-cost.bench';
import { measurePush } from './push.bench';
import { measureRebuild } from './rebuild.bench';
import { measureReleaseNight, printReleaseNight, releaseNightScale } from './release-night.bench';
import { measureSupportHistory } from './support-history.bench';
import { measureTopologies } from './topology.bench';
import { startBenchPostgres, type BenchPostgres } from './bench-postgres';
import { saveResult } from './stats';

const benchmarks: Record<string, (pg: BenchPostgres) => Promise<unknown>> = {
  // The shop's purchase against the reference (one SQL transaction behind node:http, as one plpgsql
  // call and statement by statement) and its own store's appendMany, interleaved: ratios that mean
  // the same on any machine.
  'purchase-cost': async (pg) =>
    measurePurchaseCost(
      pg,
      Number(process.env.BENCH_COST_BUYERS ?? 50),
      Number(process.env.BENCH_SECONDS ?? 10),
      Number(process.env.BENCH_COST_ROUNDS ?? 3),
    ),
  'raw-appends': async (pg) => {
    const figures = [];
    for (const writers of [1, 10, 50]) {
      const figure = await measureRawAppends(pg, writers, 5);
      console.log(`  ${writers} writers: ${figure.appendsPerSecond} appends/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms`);
      figures.push(figure);
    }
    return figures;
  },
  purchases: async (pg) => {
    const levels = (process.env.BENCH_PURCHASE_LEVELS ?? '1,5,10,25,50').split(',').map(Number);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    // Both paths in one run, so a busy machine moves both alike (BENCH_PURCHASE_COMMITS=atomic: only the one).
    const commits = (process.env.BENCH_PURCHASE_COMMITS ?? 'atomic,stepwise').split(',');
    console.log('  one atomic commit per purchase (PostgreSQL):');
    const atomic = commits.includes('atomic') ? await measurePurchases(pg, levels, seconds, 'atomic') : undefined;
    console.log('  step-wise commits with recovery (the EventStoreDB path):');
    const stepwise = commits.includes('stepwise') ? await measurePurchases(pg, levels, seconds, 'stepwise') : undefined;
    return { atomic, stepwise };
  },
  push: async (pg) =>
    measurePush(pg, (process.env.BENCH_PUSH_LEVELS ?? '100,1000,5000').split(',').map(Number), Number(process.env.BENCH_SECONDS ?? 10)),
  rebuild: async (pg) => {
    const figure = await measureRebuild(pg, Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000));
    console.log(`  ${figure.replayedEvents} events replayed into every read model in ${figure.rebuildSeconds} s: ${figure.eventsPerSecond} events/s`);
    return figure;
  },
  // Projection lag (inline and as its own process), and the scale-out layout: purchases/s and pushes with 2 APIs + projector.
  topology: async (pg) =>
    measureTopologies(
      pg,
      (process.env.BENCH_TOPOLOGIES ?? '').split(',').filter(Boolean),
      Number(process.env.BENCH_TOPOLOGY_BUYERS ?? 50),
      Number(process.env.BENCH_TOPOLOGY_WATCHERS ?? 5000),
      Number(process.env.BENCH_SECONDS ?? 10),
    ),
  // Capsule purchases beside the ichiban ones: every buyer on one machine (the hot-machine case).
  'gacha-purchases': async (pg) =>
    measureGachaPurchases(
      pg,
      (process.env.BENCH_GACHA_LEVELS ?? '1,5,10,25,50').split(',').map(Number),
      Number(process.env.BENCH_SECONDS ?? 10),
      Number(process.env.BENCH_GACHA_CAPSULES ?? 50_000),
    ),
  // Blind-box slot purchases (lock + buy) per second, one package per buyer.
  blindbox: async (pg) =>
    measureBlindboxPurchases(pg, (process.env.BENCH_BLINDBOX_LEVELS ?? '1,10,50').split(',').map(Number), Number(process.env.BENCH_SECONDS ?? 10)),
  // Release night (docs/performance.md): a crowd, watchers and a griefer on a new series, in the
  // production layout; bounded by BENCH_RELEASE_DEADLINE_SECONDS, scaled by BENCH_RELEASE_*.
  'release-night': async (pg) => {
    const figure = await measureReleaseNight(pg, releaseNightScale());
    if (figure) printReleaseNight(figure);
    return figure;
  },
  // Support's timeline of a member with BENCH_HISTORY_EVENTS events: opening it, paging to the oldest, the state at a point.
  'support-history': async (pg) =>
    measureSupportHistory(pg, Number(process.env.BENCH_HISTORY_EVENTS ?? 10_000), Number(process.env.BENCH_HISTORY_SAMPLES ?? 30)),
  // The captcha's proof of work at CAPTCHA_COST: solve times in Chromium, on a slowed CPU (a mid-range phone), and natively.
  captcha: async () => measureCaptcha(Number(process.env.BENCH_CAPTCHA_SOLVES ?? 20)),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !(n in benchmarks));
  if (unknown.length) throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  const pg = await startBenchPostgres();
  try {
    for (const [name, run] of Object.entries(benchmarks)) {
      if (wanted.length && !wanted.includes(name)) continue;
      console.log(`${name}:`);
      console.log(`  → ${saveResult(name, await run(pg))}`);
    }
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
