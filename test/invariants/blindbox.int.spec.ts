// Blind-box purchases under SIGKILL and rebuild. The built server runs as its own process
// while members lock and buy slots (now and then a whole box) on the 12-slot packages of series 2002;
// it is killed with SIGKILL at random moments and restarted. Afterwards no order is left half-way,
// no slot is sold twice, every package's log passes the same audit as `npm run verify`, each
// fulfilled order's slots are drawn for it and in its buyer's box, and every token taken belongs to
// a fulfilled order. Then the read models are replayed from the log and must equal the live ones.
import { packageAuditLines, verifyPackageLog } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/database/data-source';
import type { RecordedEvent } from '../../server/src/event-store/event-store.port';
import { PostgresEventStore } from '../../server/src/event-store/postgres/postgres-event-store';
import { eventually } from '../support/eventually';
import { startTestShop } from '../support/shop-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createBuyers, post, type Buyer } from './support/buyers';
import { crashServer, requireBuiltServer, serving } from './support/crash-server';
import { readWholeLog } from './support/log-invariants';
import { snapshotReadModels } from './support/read-models';

const KILLS = 3;
const BUYERS = 12;

type Data = Record<string, unknown>;

/** What the log says about blind-box orders and packages; an empty list means every rule holds. */
function blindboxViolations(log: RecordedEvent[]): { violations: string[]; fulfilled: number; slotsSold: number } {
  const violations: string[] = [];
  const orders = new Map<string, { placed: Data; status: string }>();
  const drawnBy = new Map<string, { packageId: string; itemIndex: number }[]>();
  const boxBy = new Map<string, number>();
  const streams = new Map<string, RecordedEvent[]>();
  const net = new Map<string, number>();
  for (const e of log) {
    const d = e.data as Data;
    if (e.streamId.startsWith('package-')) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
    if (e.type === 'OrderPlaced') orders.set(d.orderId as string, { placed: d, status: 'placed' });
    const o = orders.get(d.orderId as string);
    if (e.type === 'OrderPaid' && o) o.status = 'paid';
    if (e.type === 'OrderFulfilled' && o) o.status = 'fulfilled';
    if ((e.type === 'OrderCancelled' || e.type === 'OrderRefunded') && o) o.status = 'ended';
    if (e.type === 'SlotDrawn')
      drawnBy.set(d.orderId as string, [
        ...(drawnBy.get(d.orderId as string) ?? []),
        { packageId: d.packageId as string, itemIndex: d.itemIndex as number },
      ]);
    if (e.type === 'BoxItemAdded' && d.source === 'blindbox') boxBy.set(d.orderId as string, (boxBy.get(d.orderId as string) ?? 0) + 1);
    if (e.type === 'TokensDebited') net.set(d.userId as string, (net.get(d.userId as string) ?? 0) + (d.amount as number));
    if (e.type === 'TokensRefunded') net.set(d.userId as string, (net.get(d.userId as string) ?? 0) - (d.amount as number));
  }
  let fulfilled = 0;
  let slotsSold = 0;
  for (const [orderId, o] of orders) {
    if (o.placed.kind !== 'blindbox') continue;
    const want = (o.placed.blindbox as { packageId: string; itemIndexes: number[] }).itemIndexes;
    const drawn = drawnBy.get(orderId) ?? [];
    if (o.status === 'placed' || o.status === 'paid') violations.push(`order ${orderId} left half-way (${o.status})`);
    else if (o.status === 'fulfilled') {
      fulfilled++;
      slotsSold += drawn.length;
      if (JSON.stringify(drawn.map((s) => s.itemIndex).sort()) !== JSON.stringify([...want].sort()))
        violations.push(`order ${orderId}: slots ${drawn.map((s) => s.itemIndex).join(',')} drawn for ${want.join(',')} paid`);
      if ((boxBy.get(orderId) ?? 0) !== want.length)
        violations.push(`order ${orderId}: ${boxBy.get(orderId) ?? 0} box items for ${want.length} slots`);
    } else if (drawn.length > 0) violations.push(`order ${orderId} ended but drew slots`);
  }
  for (const orderId of drawnBy.keys())
    if (orders.get(orderId)?.status !== 'fulfilled') violations.push(`slots drawn for order ${orderId}, not fulfilled`);
  for (const [userId, taken] of net) {
    const owed = [...orders.values()]
      .filter((o) => o.placed.userId === userId && o.status === 'fulfilled')
      .reduce((n, o) => n + (o.placed.tokens as number), 0);
    if (taken !== owed) violations.push(`member ${userId}: ${taken} tokens taken, fulfilled orders cost ${owed}`);
  }
  for (const [streamId, events] of streams) {
    const lines = packageAuditLines(
      events.map((e) => ({ revision: Number(e.revision), recordedAt: e.recordedAt.toISOString(), type: e.type, data: e.data })),
    );
    const audit = verifyPackageLog(lines);
    if (audit.status === 'failed') violations.push(`${streamId}: ${audit.failure.code} at #${audit.failure.index}: ${audit.failure.detail}`);
  }
  return { violations, fulfilled, slotsSold };
}

/** One member's visit: read a box of series 2002, lock a free slot, buy it; now and then the whole box. */
async function shopper(url: string, b: Buyer, running: () => boolean, onAnswer: (status: number) => void): Promise<void> {
  while (running()) {
    const boxNo = 1 + Math.floor(Math.random() * 3);
    const packageId = `2002-${boxNo}`;
    const items = await fetch(`${url}/api/blindbox/package/${packageId}/items`)
      .then((r) => r.json() as Promise<{ data?: { item_index: number; is_drawn: boolean; is_locked: boolean }[] }>)
      .catch(() => null);
    if (!items) return;
    const free = (items.data ?? []).filter((i) => !i.is_drawn && !i.is_locked);
    if (free.length === 0) continue;
    const answer =
      Math.random() < 0.1
        ? await post(url, '/blindbox/buy-entire-product/2002', b.token, { package_id: packageId }).catch(() => null)
        : await (async () => {
            const slot = free[Math.floor(Math.random() * free.length)]!.item_index;
            const locked = await post(url, `/blindbox/package/${packageId}/lock`, b.token, { item_index: slot }).catch(() => null);
            if (!locked) return null;
            if (locked.status !== 200) return locked;
            return post(url, '/blindbox/buy-item', b.token, { package_id: packageId, item_index: slot }).catch(() => null);
          })();
    if (!answer) return;
    if (answer.status >= 500) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
    onAnswer(answer.status);
  }
}

describe('SIGKILL during blind-box purchases', () => {
  let db: TestDatabase;
  const server = crashServer(() => db.url);
  let ds: DataSource;
  let store: PostgresEventStore;
  const ready = (url: string) => serving(url, '/api/blindbox/product/2002');

  beforeAll(async () => {
    requireBuiltServer();
    db = await createTestDatabase('blindbox_crash');
  }, 60_000);
  afterAll(async () => {
    await server.kill();
    await store?.close();
    await ds?.destroy();
    await db?.drop();
  });

  it('leaves no blind-box order half-way and no slot sold twice, and every package log verifies', async () => {
    let url = await server.start();
    ds = createDataSource(db.url, 4);
    await ds.initialize();
    store = PostgresEventStore.create(db.url, { max: 4 });
    await ready(url);
    const buyers = await createBuyers(store, ds, BUYERS, () => 100_000);
    let answered = 0;
    for (let k = 0; k < KILLS; k++) {
      let running = true;
      const shoppers = buyers.map((b) =>
        shopper(
          url,
          b,
          () => running,
          () => answered++,
        ),
      );
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      await server.kill();
      running = false;
      await Promise.all(shoppers);
      url = await server.start();
      await ready(url);
    }
    const result = await eventually(
      async () => blindboxViolations(await readWholeLog(store, ds)),
      (r) => r.violations.length === 0,
      { timeoutMs: 60_000, intervalMs: 1000 },
    ).catch(async () => blindboxViolations(await readWholeLog(store, ds)));
    console.log(`blind-box crash: ${KILLS} SIGKILLs, ${answered} answers, ${result.fulfilled} orders, ${result.slotsSold} slots sold`);
    expect(result.violations).toEqual([]);
    expect(result.fulfilled).toBeGreaterThan(0);
  }, 240_000);
});

it('rebuilds the same read models after blind-box locks, hints and purchases', async () => {
  const shop = await startTestShop({ database: 'blindbox_rebuild', client: false });
  try {
    const { eventStore: store, dataSource: db, runner } = shop.shop.infra;
    const buyers = await createBuyers(store, db, 6, () => 100_000);
    let sold = 0;
    await Promise.all(
      buyers.map(async (b, i) => {
        for (let n = 0; n < 3; n++) {
          const slot = i * 2 + (n % 2);
          const packageId = `2002-${1 + (n % 2)}`;
          if ((await post(shop.url, `/blindbox/package/${packageId}/lock`, b.token, { item_index: slot })).status !== 200) continue;
          // The first lock grants the demo welcome pack; a hint is recorded on the package and the wallet.
          await post(shop.url, '/blindbox/use-hint-card', b.token, { package_id: packageId, item_index: slot });
          if ((await post(shop.url, '/blindbox/buy-item', b.token, { package_id: packageId, item_index: slot })).status === 200) sold++;
        }
      }),
    );
    expect(sold).toBeGreaterThan(0);
    await eventually(
      () => runner.status(),
      (s) => s.every((p) => !p.behind),
      { timeoutMs: 30_000 },
    );
    await runner.stop();
    const live = await snapshotReadModels(db);
    const drawn = (live.package_board as { drawn: Record<string, unknown> }[]).reduce((n, row) => n + Object.keys(row.drawn).length, 0);
    expect(drawn).toBe(sold);
    expect(await runner.rebuild()).toBeGreaterThan(0);
    const rebuilt = await snapshotReadModels(db);
    for (const table of Object.keys(live)) expect({ table, rows: rebuilt[table] }).toEqual({ table, rows: live[table] });
  } finally {
    await shop.close();
  }
}, 180_000);
