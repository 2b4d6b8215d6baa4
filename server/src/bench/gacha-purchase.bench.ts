// Complete capsule purchases per second over HTTP against the server process, beside
// the ichiban figure of purchase.bench.ts. Unlike tubes (one buyer per tube, the lock), a capsule
// machine sells to everyone at once: all C buyers draw from the SAME machine, the hot-machine case,
// each purchase one atomic commit of order, payment, capsule and box item through the purchase
// core. Before each level staff restock the machine (POST /api/admin/gacha/{id}/restock) with
// enough capsules that it cannot sell out during the level.
import type { GachaItem } from '@shop/contracts';
import type { BenchPostgres } from './bench-postgres';
import { startBenchShop, type BenchShop } from './bench-shop';
import { percentile, round } from './stats';

export interface GachaPurchaseFigure {
  concurrency: number;
  capsules: number;
  purchases: number;
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: Record<string, number>;
  eventsPerPurchase: number;
}

/** How long a restock waits for the previous level's paid capsules to be drawn. */
const RESTOCK_WAIT_MS = 120_000;

/** A demo machine (seed-demo-catalogue.ts): 100 元 a capsule. */
export const BENCH_MACHINE = { id: '3001', price: 100 };

function benchCapsules(capsules: number): GachaItem[] {
  const secret = 1;
  const rare = Math.max(1, Math.floor(capsules / 10));
  const common = Math.max(1, Math.floor((capsules - secret - rare) / 3));
  return [
    ...[1, 2, 3].map((n) => ({
      id: `bench-c${n}`,
      name: `一般款 ${n}`,
      rarity: 'common' as const,
      image_url: '/demo/gacha/3001-1.svg',
      quantity: common,
    })),
    { id: 'bench-r', name: '稀有款', rarity: 'rare', image_url: '/demo/gacha/3001-4.svg', quantity: rare },
    { id: 'bench-s', name: '隱藏款', rarity: 'secret', image_url: '/demo/gacha/3001-5.svg', quantity: secret },
  ];
}

async function level(shop: BenchShop, admin: string, concurrency: number, seconds: number, capsules: number): Promise<GachaPurchaseFigure> {
  const buyers = await shop.members(concurrency, 1_000_000_000);
  // A gacha-v3 machine refuses a restock (409) while paid capsules still wait for their beacon round's draw:
  // the previous level's backlog drains first, and how long that took is printed.
  const drainStarted = performance.now();
  let restock: Awaited<ReturnType<BenchShop['post']>>;
  for (;;) {
    restock = await shop.post(`/admin/gacha/${BENCH_MACHINE.id}/restock`, admin, { items: benchCapsules(capsules) });
    if (restock.status === 200) break;
    if (restock.status !== 409 || performance.now() - drainStarted > RESTOCK_WAIT_MS)
      throw new Error(`restock refused: ${restock.status} ${JSON.stringify(restock.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drained = performance.now() - drainStarted;
  if (drained > 1000) console.log(`  (the previous level's capsules were drawn ${round(drained / 1000)} s after it ended)`);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const eventsBefore = await shop.eventCount();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let soldOut = false;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline && !soldOut) {
        const t0 = performance.now();
        const res = await shop.post(`/gacha/draw/${BENCH_MACHINE.id}`, buyer.token, { payment_method: 'balance', points_discount: 0 });
        if (res.status === 200) latencies.push(performance.now() - t0);
        else {
          const key = `${res.status} ${String(res.body.message)}`;
          failures[key] = (failures[key] ?? 0) + 1;
          if (res.status === 409) soldOut = true;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (soldOut) console.log(`    (the machine sold out after ${latencies.length} capsules: raise BENCH_GACHA_CAPSULES)`);
  const events = (await shop.eventCount()) - eventsBefore;
  return {
    concurrency,
    capsules: restock.body.total_quantity as number,
    purchases: latencies.length,
    purchasesPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    failures,
    eventsPerPurchase: round(events / Math.max(1, latencies.length), 2),
  };
}

export async function measureGachaPurchases(pg: BenchPostgres, levels: number[], seconds: number, capsules: number): Promise<GachaPurchaseFigure[]> {
  process.env.PURCHASE_COMMIT = 'atomic';
  const shop = await startBenchShop(pg, 'gacha_purchase');
  const figures: GachaPurchaseFigure[] = [];
  try {
    const [admin] = await shop.members(1, 0, 'admin');
    for (const concurrency of levels) {
      const f = await level(shop, admin!.token, concurrency, seconds, capsules);
      console.log(
        `  ${concurrency} buyers on one machine: ${f.purchasesPerSecond} purchases/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; ` +
          `${f.eventsPerPurchase} events/purchase` +
          (Object.keys(f.failures).length ? `; refused ${JSON.stringify(f.failures)}` : ''),
      );
      figures.push(f);
    }
  } finally {
    await shop.stop();
  }
  return figures;
}
