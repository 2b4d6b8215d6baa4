// VIP level changes on real PostgreSQL: shop purchases that cross a threshold record VipLevelReached
// on `vip-<userId>` (the reactor after the growth ledger's read model commits) and tell the member
// 會員等級升級; the 90-day review sweep records a level 5 that earned too little as lowered (and tells
// 會員等級調整), once per review period however often it runs.
import { notificationsResponseSchema } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { VipReviewSchedule } from './commands/vip-review/vip-review.schedule';

jest.setTimeout(90_000);

let testShop: TestShop;
let api: TestShop['api'];
let post: TestShop['post'];

const recipient = { recipient_name: '王小明', recipient_phone: '0912345678', recipient_address: '台北市信義區市府路 1 號' };
const DAY = 86_400_000;

beforeAll(async () => {
  testShop = await startTestShop({ database: 'viplevel', client: false });
  ({ api, post } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

const notifications = async (token: string) => notificationsResponseSchema.parse((await api('/notifications', { token })).body).data;
const vipEvents = async (userId: string) =>
  (await testShop.shop.infra.eventStore.readStream(`vip-${userId}`)).map((e) => ({ type: e.type, data: e.data }));

it('records and tells a level reached by purchases, and a level 5 lowered at its review once', async () => {
  const { userId, token } = await createBuyer(testShop.shop, { tokens: 40_000 });

  // 3 × 450 = 1,350 growth: level 2.
  const first = await post('/orders', token, { ...recipient, items: [{ product_id: 's02', quantity: 3 }] });
  expect(first.status).toBe(200);
  const told = await eventually(
    () => notifications(token),
    (list) => list.some((n) => n.title === '會員等級升級'),
  );
  expect(told.find((n) => n.title === '會員等級升級')).toMatchObject({
    id: `vip-${userId}.0`,
    desc: '恭喜！您的會員等級已由 VIP 1・青銅 升級為 VIP 2・白銀。',
    read: false,
  });

  // 30 × 590 + 25 × 380 + 5 × 450 = 29,450 more (30,800 in all): level 5 in one change.
  const second = await post('/orders', token, {
    ...recipient,
    items: [
      { product_id: 's01', quantity: 30 },
      { product_id: 's05', quantity: 25 },
      { product_id: 's02', quantity: 5 },
    ],
  });
  expect(second.status).toBe(200);
  await eventually(
    () => vipEvents(userId),
    (events) => events.length === 2,
  );
  expect(await vipEvents(userId)).toEqual([
    { type: 'VipLevelReached', data: { userId, from: 1, to: 2, growth: 1350 } },
    { type: 'VipLevelReached', data: { userId, from: 2, to: 5, growth: 30800 } },
  ]);

  // 91 days on, nothing more was spent: the review lowers level 5 to 4.
  const sweep = new VipReviewSchedule(testShop.shop.infra.dataSource, testShop.shop.commands);
  try {
    const later = new Date(Date.now() + 91 * DAY);
    // Members with growth: this one and the demo buyer who bought the sold-out demo tube at seeding.
    expect(await sweep.run(later)).toEqual({ leader: true, swept: true, members: 2, reviews: 1 });
    // The same Taipei day again: already swept.
    expect(await sweep.run(new Date(later.getTime() + 60_000))).toMatchObject({ swept: false, reviews: 0 });
    // Even with the sweep's record lost, the period is recorded once.
    await testShop.shop.infra.dataSource.query(`DELETE FROM scheduled_job_runs WHERE job = 'vip-review'`);
    expect(await sweep.run(new Date(later.getTime() + 120_000))).toEqual({ leader: true, swept: true, members: 2, reviews: 0 });
  } finally {
    await sweep.onModuleDestroy();
  }
  const events = await vipEvents(userId);
  expect(events).toHaveLength(3);
  expect(events[2]).toMatchObject({ type: 'VipLevelReviewed', data: { userId, from: 5, to: 4, earned: 0, required: 1500 } });
  const lowered = await eventually(
    () => notifications(token),
    (list) => list.some((n) => n.title === '會員等級調整'),
  );
  expect(lowered.find((n) => n.title === '會員等級調整')!.desc).toBe(
    '您近 90 天的成長值為 0，未達 VIP 5・鑽石 的保級門檻 1500，會員等級已調整為 VIP 4・白金。',
  );
});

it('lets a level 4 member pay a kuji order wholly with points, where level 1 may pay half', async () => {
  const { token } = await createBuyer(testShop.shop, { tokens: 20_000, points: 7_000 });
  // One ticket of 1002 costs 350 元 = 7,000 points: level 1 may offset at most half (3,500 points).
  const ticket = { payment_method: 'balance', product_id: '1002', ticket_numbers: [7], is_multiple: true, points_discount: 7_000 };
  const refused = await post('/raffle/draw/multiple/1002-1', token, ticket);
  expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: '紅利不足' });

  // 5 × 1,680 + 12 × 690 = 16,680 growth: level 4.
  const order = await post('/orders', token, {
    ...recipient,
    items: [
      { product_id: 's11', quantity: 5 },
      { product_id: 's07', quantity: 12 },
    ],
  });
  expect(order.status).toBe(200);
  const vip = await eventually(
    async () => (await api('/user', { token })).body.data.vip_info,
    (info) => info.vip_level === 4,
  );
  expect(vip.points_discount_limit).toBe(100);

  const paid = await post('/raffle/draw/multiple/1002-1', token, ticket);
  expect(paid.status).toBe(200);
  expect(paid.body.order).toMatchObject({ status: 'completed', total_amount: 350, points_used: 7_000, token_amount: 0 });
});
