// Crash safety: the built server runs as its own process while buyers purchase; it is
// killed with SIGKILL at random moments and restarted, several times. On PostgreSQL a purchase is
// one atomic append, so no kill may ever leave an order half-way (placed or paid without its
// draw); the log invariants must hold after every restart. `npm run soak` kills many more times
// (INVARIANTS_SCALE). The step-wise path a kill can cut short is covered, kill by kill, in
// server/src/modules/ichiban/commands/buy-tickets/buy-tickets.int.spec.ts.
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/database/data-source';
import { PostgresEventStore } from '../../server/src/event-store/postgres/postgres-event-store';
import { eventually } from '../support/eventually';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createBuyers, post, randomPurchase, releaseLock, type Buyer, type TubeTarget } from './support/buyers';
import { crashServer, requireBuiltServer, serving } from './support/crash-server';
import { checkLogInvariants, readWholeLog } from './support/log-invariants';

const scale = Number(process.env.INVARIANTS_SCALE ?? 1);
const KILLS = Math.round(5 * scale);
const BUYERS = 24;
const tubes: TubeTarget[] = [
  { tubeId: '1001-1', productId: '1001', total: 80 },
  { tubeId: '1001-2', productId: '1001', total: 80 },
  { tubeId: '1003-1', productId: '1003', total: 100 },
  { tubeId: '1003-2', productId: '1003', total: 100 },
];

let db: TestDatabase;
const server = crashServer(() => db.url);
let ds: DataSource;
let store: PostgresEventStore;

beforeAll(async () => {
  requireBuiltServer();
  db = await createTestDatabase('crash');
}, 60_000);

afterAll(async () => {
  await server.kill();
  await store?.close();
  await ds?.destroy();
  await db?.drop();
});

it(
  'finishes or compensates every order after repeated SIGKILLs, and the invariants hold',
  async () => {
    let url = await server.start();
    ds = createDataSource(db.url, 4);
    await ds.initialize();
    store = PostgresEventStore.create(db.url, { max: 4 });
    await serving(url, '/api/raffle/status/1001');
    const buyers = await createBuyers(store, ds, BUYERS, () => 100_000);
    // The demo's sold-out tube was bought at seeding: this run's orders are the ones after it.
    const seeded = checkLogInvariants(await readWholeLog(store, ds)).summary.orders.fulfilled;

    let inFlightAtKills = 0;
    const halfWayAfterKills = new Set<string>();
    let answered = 0;
    for (let k = 0; k < KILLS; k++) {
      let running = true;
      let inFlight = 0;
      const shopper = async (b: Buyer, i: number) => {
        const target = tubes[i % tubes.length]!;
        while (running) {
          const { path, body } = randomPurchase(target);
          inFlight++;
          const answer = await post(url, path, b.token, body).catch(() => null);
          inFlight--;
          if (!answer) return;
          answered++;
          if (answer.status >= 500) throw new Error(`${answer.status} from ${path}: ${JSON.stringify(answer.body)}`);
          // Hand the tube on now and then (a refused purchase may also have reserved it).
          if (answer.status === 423) await new Promise((r) => setTimeout(r, 20 + Math.random() * 60));
          else if (answer.status !== 200 || Math.random() < 0.5) await releaseLock(store, target.tubeId, b.userId);
        }
      };
      const shoppers = buyers.map((b, i) => shopper(b, i));
      // Kill at a random moment while purchases run.
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1500));
      inFlightAtKills += inFlight;
      await server.kill();
      running = false;
      await Promise.all(shoppers);
      for (const id of checkLogInvariants(await readWholeLog(store, ds)).summary.halfWay) halfWayAfterKills.add(id);
      url = await server.start();
      await serving(url, '/api/raffle/status/1001');
    }

    const { violations, summary } = await eventually(
      async () => checkLogInvariants(await readWholeLog(store, ds)),
      (r) => r.violations.length === 0,
      { timeoutMs: 90_000, intervalMs: 1000 },
    ).catch(async () => checkLogInvariants(await readWholeLog(store, ds)));
    console.log(
      `crash: ${KILLS} SIGKILLs; ${inFlightAtKills} requests in flight at the kills; ${halfWayAfterKills.size} order(s) left half-way by the kills; ` +
        `${answered} answers; after recovery ${JSON.stringify({ ...summary, halfWay: summary.halfWay.length })}`,
    );
    expect(violations).toEqual([]);
    expect([...halfWayAfterKills]).toEqual([]);
    expect(summary.orders.fulfilled).toBeGreaterThan(seeded);
    expect(inFlightAtKills).toBeGreaterThan(0);
  },
  240_000 * Math.max(1, scale),
);
