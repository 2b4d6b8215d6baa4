// Blind-box slot purchases per second over HTTP against the server process. Each of C
// buyers holds its own 12-slot package of demo series 2002 and buys it slot by slot as the slot page
// does: lock the slot (POST /blindbox/package/{id}/lock), then buy it (POST /blindbox/buy-item). A
// purchase is timed from the lock to the answer; a fresh package is opened when one sells out.
import { randomBytes } from 'node:crypto';
import { packageCommitment, type ItemRarity, type PackageItem } from '@shop/contracts';
import { systemMetadata } from '../http/request-metadata';
import { ProductRow } from '../modules/catalogue/product.entity';
import { packageDecider, packageStreamId } from '../modules/blindbox/domain/package.decide';
import { DrawSeedRow } from '../modules/fairness/draw-seed.entity';
import { runCommand } from '../platform/command-runner';
import type { BenchPostgres } from './bench-postgres';
import { startBenchShop, type BenchShop } from './bench-shop';
import { percentile, round } from './stats';

export interface BlindboxFigure {
  concurrency: number;
  purchases: number;
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: Record<string, number>;
  eventsPerPurchase: number;
}

const SERIES = '2002';
const SLOTS = 12;
let packageSeq = 0;

async function openPackage(shop: BenchShop, items: PackageItem[]): Promise<string> {
  const packageId = `bb${process.pid}x${++packageSeq}`;
  const seedHex = randomBytes(32).toString('hex');
  await shop.db.getRepository(DrawSeedRow).insert({ streamId: packageStreamId(packageId), seedHex, createdAt: new Date() });
  await runCommand({
    store: shop.store,
    streamId: packageStreamId(packageId),
    decider: packageDecider,
    command: { type: 'OpenPackage', data: { packageId, productId: SERIES, items, commitment: packageCommitment(packageId, seedHex) } },
    metadata: systemMetadata(new Date()),
  });
  return packageId;
}

async function level(shop: BenchShop, items: PackageItem[], concurrency: number, seconds: number): Promise<BlindboxFigure> {
  const buyers = await shop.members(concurrency, 1_000_000_000);
  const first = await Promise.all(buyers.map(() => openPackage(shop, items)));
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const refuse = (status: number, message: unknown) => {
    const key = `${status} ${String(message)}`;
    failures[key] = (failures[key] ?? 0) + 1;
  };
  const eventsBefore = await shop.eventCount();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer, i) => {
      let packageId = first[i]!;
      let slot = 0;
      while (performance.now() < deadline) {
        if (slot === SLOTS) {
          packageId = await openPackage(shop, items);
          slot = 0;
        }
        const t0 = performance.now();
        const locked = await shop.post(`/blindbox/package/${packageId}/lock`, buyer.token, { item_index: slot });
        if (locked.status !== 200) {
          refuse(locked.status, locked.body.message);
          slot++;
          continue;
        }
        const bought = await shop.post('/blindbox/buy-item', buyer.token, { package_id: packageId, item_index: slot });
        if (bought.status === 200) latencies.push(performance.now() - t0);
        else refuse(bought.status, bought.body.message);
        slot++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const events = (await shop.eventCount()) - eventsBefore;
  return {
    concurrency,
    purchases: latencies.length,
    purchasesPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    failures,
    eventsPerPurchase: round(events / Math.max(1, latencies.length), 2),
  };
}

export async function measureBlindboxPurchases(pg: BenchPostgres, levels: number[], seconds: number): Promise<BlindboxFigure[]> {
  const shop = await startBenchShop(pg, 'blindbox');
  const figures: BlindboxFigure[] = [];
  try {
    const product = await shop.db.getRepository(ProductRow).findOneByOrFail({ id: SERIES });
    const figuresOfSeries = product.prizes.map((p) => ({ name: p.name, rarity: p.tier as ItemRarity, image_url: p.image_url }));
    const items = Array.from({ length: SLOTS }, (_, i) => figuresOfSeries[i % figuresOfSeries.length]!);
    for (const concurrency of levels) {
      const f = await level(shop, items, concurrency, seconds);
      console.log(
        `  ${concurrency} buyers: ${f.purchasesPerSecond} slot purchases/s (lock + buy), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; ` +
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
