// Live push latency: N sockets in another process watch one tube while a buyer draws
// on it 5 times a second. Latency = receipt by a socket − the moment the draw's events were
// recorded in the log (the command accepted), per socket and notice; p50/p99 over all of them.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import type { BenchPostgres } from './bench-postgres';
import { BENCH_PRODUCT, startBenchShop, type BenchShop } from './bench-shop';
import { percentile, round } from './stats';
import type { Room } from './watchers';
import { benchJson } from './bench-http';

export interface PushFigure {
  watchers: number;
  draws: number;
  notices: number;
  expectedNotices: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Recorded → first socket's receipt, p50: the pipeline before the fan-out (projection, commit, emit). */
  firstReceiptP50Ms: number;
  /** First → last socket's receipt of one notice, p50: the fan-out to every watcher. */
  fanOutSpreadP50Ms: number;
}

const watchersScript = process.env.BENCH_WATCHERS_SCRIPT ?? resolve(__dirname, 'watchers.js');

/** Per stream revision, when each socket received it (what watchers.js reports). */
export type Receipts = [number, number[]][];
/** Receipts per stream id. */
export type StreamReceipts = [string, Receipts][];

export type ReceiptFigures = Pick<PushFigure, 'notices' | 'p50Ms' | 'p99Ms' | 'maxMs' | 'firstReceiptP50Ms' | 'fanOutSpreadP50Ms'>;

/** Latency of every receipt from the recording of the tube revision it announces. */
export function summarizeReceipts(shop: BenchShop, tubeId: string, receipts: Receipts): Promise<ReceiptFigures> {
  return summarizeStreamReceipts(shop, [[`tube-${tubeId}`, receipts]]);
}

/** The same over several streams: every receipt against the recording of its stream's revision. */
export async function summarizeStreamReceipts(shop: BenchShop, byStream: StreamReceipts): Promise<ReceiptFigures> {
  const latencies: number[] = [];
  const first: number[] = [];
  const spread: number[] = [];
  let notices = 0;
  for (const [streamId, receipts] of byStream) {
    // When each revision of the stream was recorded (same machine, same clock).
    const recorded = new Map((await shop.store.readStream(streamId)).map((e) => [Number(e.revision), e.recordedAt.getTime()]));
    for (const [revision, times] of receipts) {
      const at = recorded.get(revision);
      if (at === undefined) continue;
      notices += times.length;
      let lo = Infinity;
      let hi = -Infinity;
      for (const t of times) {
        latencies.push(t - at);
        lo = Math.min(lo, t);
        hi = Math.max(hi, t);
      }
      first.push(lo - at);
      spread.push(hi - lo);
    }
  }
  return {
    notices,
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    maxMs: round(
      latencies.reduce((m, x) => Math.max(m, x), 0),
      1,
    ),
    firstReceiptP50Ms: round(percentile(first, 50), 1),
    fanOutSpreadP50Ms: round(percentile(spread, 50), 1),
  };
}

/** Forks a watchers.js process holding `count` sockets on `url`, all watching `tubeId`; resolves once they watch. */
export async function startWatchers(url: string, tubeId: string, count: number): Promise<{ report(): Promise<Receipts> }> {
  const streamId = `tube-${tubeId}`;
  const watchers = await startRoomWatchers(url, [{ watch: 'tube:watch', body: { tubeId }, changed: 'tube:changed', streamId }], count);
  return { report: async () => (await watchers.report()).find(([s]) => s === streamId)?.[1] ?? [] };
}

/** Forks a watchers.js process holding `count` sockets on `url`, spread over `rooms` in turn; resolves once they watch. */
export async function startRoomWatchers(url: string, rooms: Room[], count: number): Promise<{ report(): Promise<StreamReceipts> }> {
  const child = fork(watchersScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const fromChild = <T>() => new Promise<T>((ok) => child.once('message', (m) => ok(m as T)));
  const ready = fromChild<'ready'>();
  child.send({ url, rooms, count });
  await ready;
  return {
    async report() {
      const answer = fromChild<{ receipts: StreamReceipts }>();
      child.send('report');
      return (await answer).receipts;
    },
  };
}

/** Draws one ticket at a time at a steady rate (the buyer holds the tube throughout); resolves with the draws that went through. */
export async function drawSteadily(url: string, token: string, tubeId: string, draws: number, perSecond: number): Promise<number> {
  let drawn = 0;
  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let k = 0; k < draws; k++) {
    const due = started + (k * 1000) / perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    inFlight.push(
      benchJson(`${url}/api/raffle/draw/multiple/${tubeId}`, 'POST', token, { product_id: BENCH_PRODUCT.id, random_count: 1 }).then((r) => {
        if (r.status === 200) drawn++;
      }),
    );
  }
  await Promise.all(inFlight);
  return drawn;
}

export async function measurePush(pg: BenchPostgres, levels: number[], seconds: number, drawsPerSecond = 5): Promise<PushFigure[]> {
  const shop = await startBenchShop(pg, 'push');
  const figures: PushFigure[] = [];
  try {
    const [buyer] = await shop.members(1, 1_000_000_000);
    for (const watchers of levels) {
      const draws = seconds * drawsPerSecond;
      const tubeId = await shop.openTube(draws + 10);
      const sockets = await startWatchers(shop.url, tubeId, watchers);

      const drawn = await drawSteadily(shop.url, buyer!.token, tubeId, draws, drawsPerSecond);
      await new Promise((r) => setTimeout(r, 1000));
      const receipts = await sockets.report();

      const f: PushFigure = { watchers, draws: drawn, expectedNotices: drawn * watchers, ...(await summarizeReceipts(shop, tubeId, receipts)) };
      console.log(
        `  ${watchers} watchers: ${f.draws} draws, ${f.notices} notices received (draws × sockets: ${f.expectedNotices}); p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (first socket p50 ${f.firstReceiptP50Ms} ms, fan-out spread p50 ${f.fanOutSpreadP50Ms} ms)`,
      );
      figures.push(f);
    }
  } finally {
    await shop.stop();
  }
  return figures;
}
