// A tube's line on real PostgreSQL, through HTTP: shoppers who join at once are served in the order
// their joins were recorded, one hand-over after another, and a restart of the shop in the middle
// loses no one's place (the line is its stream; the keeper and the read model come back from it).
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startShop, type RunningShop } from '../../shop-app';
import { testConfig } from '@shop/testing/test-config';

const TUBE = '1002-1';
const WAITERS = 8;
let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, token: string, method: 'GET' | 'POST' = 'POST') {
  const res = await fetch(`${shop.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  return { status: res.status, body: await res.json() };
}
const start = async () => {
  shop = await startShop(testConfig(db.url), pino({ level: 'silent' }));
};

beforeAll(async () => {
  db = await createTestDatabase('tube_line');
  await start();
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('serves concurrent joiners strictly in the order their joins were recorded, across a restart', async () => {
  const holder = await createBuyer(shop, { tokens: 10_000 });
  const waiters: Buyer[] = [];
  for (let i = 0; i < WAITERS; i++) waiters.push(await createBuyer(shop, { tokens: 10_000 }));
  expect((await api(`/raffle/tube/${TUBE}/lock`, holder.token)).status).toBe(200);

  // Everyone joins at once; the line's stream decides who came first.
  const joins = await Promise.all(waiters.map((w) => api(`/raffle/tube/${TUBE}/line/join`, w.token)));
  expect(joins.map((j) => j.status)).toEqual(waiters.map(() => 200));
  const recorded = (await shop.infra.eventStore.readStream(`tube-line-${TUBE}`))
    .filter((e) => e.type === 'LineJoined')
    .map((e) => (e.data as { userId: string }).userId);
  expect(new Set(recorded)).toEqual(new Set(waiters.map((w) => w.userId)));
  const inOrder = recorded.map((id) => waiters.find((w) => w.userId === id)!);
  // Each was told the place the stream gave them.
  const places = inOrder.map((w) => joins[waiters.indexOf(w)]!.body.line.place as number);
  expect(places).toEqual(inOrder.map((_, i) => i + 1));
  // A shopper not in line cannot take the tube past the line: 423, with a countdown.
  const polled = await api(`/raffle/tube/${TUBE}/lock`, inOrder[3]!.token);
  expect(polled.status).toBe(423);

  // A restart: nothing in memory survives, every place does.
  await shop.close();
  await start();
  for (const [i, w] of inOrder.entries()) {
    const { body } = await api(`/raffle/tube/${TUBE}/line`, w.token, 'GET');
    expect(body.mine).toMatchObject({ place: i + 1, offer_remain: null });
  }

  // Hand-over after hand-over, each to the next who joined, never to anyone else.
  let current = holder;
  for (const next of inOrder) {
    expect((await api(`/raffle/tube/${TUBE}/release`, current.token)).body.released).toBe(true);
    const offered = await eventually(
      () => api(`/raffle/tube/${TUBE}/line`, next.token, 'GET'),
      (r) => r.body.mine?.offer_remain > 0,
    );
    expect(offered.body.mine.place).toBe(0);
    // Nobody else may lock the tube meanwhile, not even the one behind them.
    const behind = inOrder[inOrder.indexOf(next) + 1];
    if (behind) {
      expect((await api(`/raffle/tube/${TUBE}/lock`, behind.token)).status).toBe(423);
      // Nor buy on it outright (a token purchase takes a free tube's lock).
      const bought = await fetch(`${shop.url}/api/raffle/draw/${TUBE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${behind.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payment_method: 'balance', product_id: '1002', ticket_number: 20, points_discount: 0 }),
      });
      expect(bought.status).toBe(423);
    }
    const claimed = await api(`/raffle/tube/${TUBE}/line/claim`, next.token);
    expect(claimed).toMatchObject({ status: 200, body: { success: true, lock: { is_locked: true, locked_by_other: false } } });
    current = next;
  }
  const offers = (await shop.infra.eventStore.readStream(`tube-line-${TUBE}`))
    .filter((e) => e.type === 'HoldOffered')
    .map((e) => (e.data as { userId: string }).userId);
  expect(offers).toEqual(recorded);
  // The line is empty again: the tube is anyone's once its holder leaves.
  expect((await api(`/raffle/tube/${TUBE}/release`, current.token)).body.released).toBe(true);
  expect((await api(`/raffle/tube/${TUBE}/lock`, holder.token)).status).toBe(200);
}, 120_000);

it('passes an offer nobody claims on to the next, by the keeper', async () => {
  const tube = '1001-1';
  const [holder, gone, next] = [
    await createBuyer(shop, { tokens: 10_000 }),
    await createBuyer(shop, { tokens: 10_000 }),
    await createBuyer(shop, { tokens: 10_000 }),
  ];
  expect((await api(`/raffle/tube/${tube}/lock`, holder.token)).status).toBe(200);
  expect((await api(`/raffle/tube/${tube}/line/join`, gone.token)).status).toBe(200);
  expect((await api(`/raffle/tube/${tube}/line/join`, next.token)).status).toBe(200);
  await api(`/raffle/tube/${tube}/release`, holder.token);
  await eventually(
    () => api(`/raffle/tube/${tube}/line`, gone.token, 'GET'),
    (r) => r.body.mine?.place === 0,
  );
  // `gone` never claims: after the claim time and its grace, the keeper offers the hold to `next`.
  const offered = await eventually(
    () => api(`/raffle/tube/${tube}/line`, next.token, 'GET'),
    (r) => r.body.mine?.place === 0,
    { timeoutMs: 45_000, intervalMs: 500 },
  );
  expect(offered.body.mine.offer_remain).toBeGreaterThan(0);
  expect((await api(`/raffle/tube/${tube}/line`, gone.token, 'GET')).body.mine).toBeNull();
  expect((await api(`/raffle/tube/${tube}/line/claim`, gone.token)).status).toBe(409);
}, 90_000);
