// The shop's process layouts under the same load: one API running the projections
// inline, one API with the projector as its own process, and two APIs with one projector joined
// through Redis. In each: C buyers (spread over the APIs) buy one ticket per request on their own
// tubes for S seconds, while one more buyer draws 5 times a second on a tube that W sockets
// (spread over the APIs) watch. Figures: purchases/s and latency, live push latency, and the
// projection lag timed from PostgreSQL's own commit timestamps (event committed → read-model row
// committed), so the lag is the same measurement whichever process projects.
import { createConnection } from 'node:net';
import type { BenchPostgres } from './bench-postgres';
import { BENCH_PRODUCT, commitLag, readModelsCaughtUp, startBenchShop, type BenchTopology } from './bench-shop';
import { drawSteadily, startWatchers, summarizeReceipts, type ReceiptFigures } from './push.bench';
import { percentile, round } from './stats';
import { benchJson } from './bench-http';

export interface TopologyFigure {
  topology: string;
  apis: number;
  projector: boolean;
  buyers: number;
  purchases: number;
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: Record<string, number>;
  /** Event committed → read-model row committed, over the token-history rows the purchases wrote. */
  lagP50Ms: number;
  lagP99Ms: number;
  lagSamples: number;
  watchers: number;
  /** Null when run without watchers (BENCH_TOPOLOGY_WATCHERS=0): purchases and lag alone. */
  push: (ReceiptFigures & { draws: number }) | null;
}

const TUBE_TICKETS = 100;
const DRAWS_PER_SECOND = 5;

export const topologies: Record<string, Omit<BenchTopology, 'redisUrl'>> = {
  'one API, projections inline': { apis: 1, projector: false },
  'one API + projector process': { apis: 1, projector: true },
  'two APIs + projector process': { apis: 2, projector: true },
};

export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((ok) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), ok(true)));
    socket.once('error', () => ok(false));
    socket.once('timeout', () => (socket.destroy(), ok(false)));
  });
}

async function measureOne(
  pg: BenchPostgres,
  label: string,
  topology: BenchTopology,
  buyersCount: number,
  watchers: number,
  seconds: number,
): Promise<TopologyFigure> {
  const shop = await startBenchShop(pg, `topology${topology.apis}${topology.projector ? 'p' : 'i'}`, topology);
  try {
    const members = await shop.members(buyersCount + 1, 1_000_000_000);
    const drawer = members.pop()!;
    const watchedTube = await shop.openTube(seconds * DRAWS_PER_SECOND + 10);
    const firstTubes = await Promise.all(members.map(() => shop.openTube(TUBE_TICKETS)));
    // Two watcher processes in every layout, each with half the sockets, on the APIs in turn.
    const sockets = watchers
      ? await Promise.all([0, 1].map((k) => startWatchers(shop.urls[k % shop.urls.length]!, watchedTube, Math.ceil(watchers / 2))))
      : [];

    const latencies: number[] = [];
    const failures: Record<string, number> = {};
    const since = new Date();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const buying = Promise.all(
      members.map(async (buyer, i) => {
        const url = shop.urls[i % shop.urls.length]!;
        let tubeId = firstTubes[i]!;
        let bought = 0;
        while (performance.now() < deadline) {
          if (bought === TUBE_TICKETS) {
            tubeId = await shop.openTube(TUBE_TICKETS);
            bought = 0;
          }
          const t0 = performance.now();
          const res = await benchJson(`${url}/api/raffle/draw/multiple/${tubeId}`, 'POST', buyer.token, {
            product_id: BENCH_PRODUCT.id,
            random_count: 1,
          });
          const body = res.body as { message?: string };
          if (res.status === 200) {
            latencies.push(performance.now() - t0);
            bought++;
          } else {
            const key = `${res.status} ${String(body.message)}`;
            failures[key] = (failures[key] ?? 0) + 1;
            if (body.message === '目前沒有可選的號碼') bought = TUBE_TICKETS;
          }
        }
      }),
    );
    const draws = watchers
      ? await drawSteadily(shop.urls[shop.urls.length - 1]!, drawer.token, watchedTube, seconds * DRAWS_PER_SECOND, DRAWS_PER_SECOND)
      : 0;
    await buying;
    const elapsed = (performance.now() - started) / 1000;
    // Let the last pushes and projections land before reading them.
    await new Promise((r) => setTimeout(r, 1500));
    await readModelsCaughtUp(shop);
    const receipts = (await Promise.all(sockets.map((s) => s.report()))).flat();
    const merged = new Map<number, number[]>();
    for (const [revision, times] of receipts) merged.set(revision, [...(merged.get(revision) ?? []), ...times]);
    const lag = await commitLag(shop, since);
    return {
      topology: label,
      apis: topology.apis,
      projector: topology.projector,
      buyers: buyersCount,
      purchases: latencies.length,
      purchasesPerSecond: round(latencies.length / elapsed),
      p50Ms: round(percentile(latencies, 50), 1),
      p99Ms: round(percentile(latencies, 99), 1),
      failures,
      lagP50Ms: round(percentile(lag, 50), 1),
      lagP99Ms: round(percentile(lag, 99), 1),
      lagSamples: lag.length,
      watchers,
      push: watchers ? { draws, ...(await summarizeReceipts(shop, watchedTube, [...merged])) } : null,
    };
  } finally {
    await shop.stop();
  }
}

export async function measureTopologies(
  pg: BenchPostgres,
  wanted: string[],
  buyers: number,
  watchers: number,
  seconds: number,
): Promise<TopologyFigure[]> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = await redisAnswers(redisUrl);
  const figures: TopologyFigure[] = [];
  for (const [label, shape] of Object.entries(topologies)) {
    if (wanted.length && !wanted.some((w) => label.includes(w))) continue;
    if (shape.projector && !redis) {
      console.log(`  ${label}: SKIPPED, no Redis answers at ${redisUrl} (set REDIS_URL)`);
      continue;
    }
    const f = await measureOne(pg, label, { ...shape, redisUrl: shape.projector ? redisUrl : undefined }, buyers, watchers, seconds);
    console.log(
      `  ${label}: ${f.purchasesPerSecond} purchases/s at ${buyers} buyers (p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms); ` +
        `projection lag p50 ${f.lagP50Ms} ms, p99 ${f.lagP99Ms} ms over ${f.lagSamples} rows; ` +
        (f.push
          ? `push to ${watchers} watchers: p50 ${f.push.p50Ms} ms, p99 ${f.push.p99Ms} ms (first socket p50 ${f.push.firstReceiptP50Ms} ms, fan-out spread p50 ${f.push.fanOutSpreadP50Ms} ms, ${f.push.notices} notices)`
          : 'no watchers') +
        (Object.keys(f.failures).length ? `; refused ${JSON.stringify(f.failures)}` : ''),
    );
    figures.push(f);
  }
  return figures;
}
