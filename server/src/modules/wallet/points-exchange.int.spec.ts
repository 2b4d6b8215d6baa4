// The points exchange (/beanExchange) over real HTTP on real PostgreSQL: the seeded catalogue,
// an exchange for tool cards and one for a coupon through the wallet, points never below zero (also
// when two exchanges race), a withdrawn item, and the spec's messages.
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { createBuyer } from '@shop/testing/members';
import { messages } from '@shop/contracts';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const exchange = (token: string, item_id: unknown) => api('/points-exchange/exchange', { method: 'POST', token, body: { item_id } });
const points = async (token: string) => (await api('/user', { token })).body.data.total_points as number;

beforeAll(async () => {
  db = await createTestDatabase('ptsexch');
  const config = testConfig(db.url, { SEED_DEMO: 'false', PUBLIC_URL: 'http://shop.test' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('lists the seeded catalogue in the staff order', async () => {
  const r = await api('/points-exchange/items');
  expect(r.status).toBe(200);
  expect(r.body.data.map((i: { id: string }) => i.id)).toEqual(['shake-1', 'shake-3', 'insight-1', 'coupon-50', 'coupon-100']);
  expect(r.body.data[1]).toEqual({
    id: 'shake-3',
    kind: 'tool_cards',
    title: '提示卡 ×3',
    description: '三張一組更划算',
    points_cost: 500,
    tool_card_type: 'shake_card',
    quantity: 3,
    coupon_amount: 0,
    coupon_min_purchase: 0,
    valid_days: 30,
  });
});

it('exchanges points for tool cards and for a coupon, through the wallet', async () => {
  const { token } = await createBuyer(shop, { points: 1600 });
  const cards = await exchange(token, 'shake-3');
  expect(cards).toEqual({
    status: 200,
    body: { success: true, message: messages.pointsExchange.exchanged, data: { item_id: 'shake-3', points_spent: 500, total_points: 1100 } },
  });
  expect((await api('/user/tools/count', { token })).body.data).toEqual({ shake_card: 3, insight_card: 0 });

  const coupon = await exchange(token, 'coupon-50');
  expect(coupon.body.data).toEqual({ item_id: 'coupon-50', points_spent: 1000, total_points: 100 });
  const coupons = (await api('/user/coupons', { token })).body.data as { title: string; amount: number }[];
  expect(coupons.find((c) => c.title === 'NT$50 折價券')).toMatchObject({ amount: 50 });
  expect(await points(token)).toBe(100);
});

it('never lets points go negative: refused with 紅利不足 and nothing granted, also when two exchanges race', async () => {
  const { token } = await createBuyer(shop, { points: 700 });
  expect(await exchange(token, 'insight-1')).toMatchObject({ status: 200 });
  expect(await exchange(token, 'shake-3')).toEqual({ status: 400, body: { success: false, message: messages.points.insufficient } });
  expect((await api('/user/tools/count', { token })).body.data).toEqual({ shake_card: 0, insight_card: 1 });
  expect(await points(token)).toBe(100);

  const racer = await createBuyer(shop, { points: 600 });
  const both = await Promise.all([exchange(racer.token, 'shake-3'), exchange(racer.token, 'shake-3')]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(await points(racer.token)).toBe(100);
  expect((await api('/user/tools/count', { token: racer.token })).body.data.shake_card).toBe(3);
});

it('refuses a withdrawn or unknown item, bad input and visitors', async () => {
  const { token } = await createBuyer(shop, { points: 5000 });
  await shop.infra.dataSource.query(`UPDATE points_exchange_items SET active = false WHERE id = 'coupon-100'`);
  expect(await exchange(token, 'coupon-100')).toEqual({ status: 404, body: { success: false, message: messages.pointsExchange.itemUnavailable } });
  expect((await api('/points-exchange/items')).body.data.map((i: { id: string }) => i.id)).not.toContain('coupon-100');
  expect(await exchange(token, 42)).toMatchObject({ status: 400, body: { message: messages.pointsExchange.itemUnavailable } });
  expect((await api('/points-exchange/exchange', { method: 'POST', body: { item_id: 'shake-1' } })).status).toBe(401);
  expect(await points(token)).toBe(5000);
});
