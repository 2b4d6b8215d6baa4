// The home marquee over real HTTP on real PostgreSQL: a ticket bought through POST
// /api/raffle/draw/{tubeId} shows up in GET /api/orders/latest-notices with the buyer's name masked,
// and never their id or phone.
import { latestNoticesResponseSchema } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

let testShop: TestShop;
let api: TestShop['api'];
const notices = async (limit = 10) => latestNoticesResponseSchema.parse((await api(`/orders/latest-notices?limit=${limit}`)).body).data;

/** A signed-in member with tokens to buy with. */
const buyer = (phone: string, name: string) => createBuyer(testShop.shop, { phone, name, tokens: 50_000 });

beforeAll(async () => {
  testShop = await startTestShop({ database: 'latest_wins', client: false });
  ({ api } = testShop);
  await eventually(
    async () => (await api('/raffle/status/1002')).status,
    (status) => status === 200,
  );
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

it('shows the demo tube bought out at seeding as one masked line', async () => {
  // Tube 1006-2 is sold to the demo buyer (示範買家) on first start: its 20 tickets are one order, one line.
  const before = await notices();
  expect(before).toHaveLength(1);
  expect(before[0]!.text).toMatch(/^恭喜 示\*\* 在「一番賞 賽博都市 霓虹夜」抽中 (?:[A-G]|LAST)賞 .+(?:×20|等 20 件|等 21 件)！$/);
  expect(before[0]!.link).toBe('/ichiban/detail/1006');
  expect(JSON.stringify(before)).not.toContain('示範買家');
});

it('shows a bought ticket as a masked recent win, newest first, never the id or phone', async () => {
  const first = await buyer('0966000001', '龔小明');
  const bought = await api('/raffle/draw/1002-1', {
    method: 'POST',
    token: first.token,
    body: JSON.stringify({ product_id: '1002', ticket_number: 5 }),
  });
  expect(bought.status).toBe(200);
  const prize = bought.body.tickets[0] as { prize_name?: string; prize?: { name: string } };

  // Newest first: this buyer's line above the demo buyer's.
  const afterFirst = await eventually(notices, (list) => list.length === 2);
  expect(afterFirst[1]!.text).toMatch(/^恭喜 示\*\* /);
  expect(afterFirst[0].text).toMatch(/^恭喜 龔\*\* 在「一番賞 機甲少年 覺醒篇」抽中 (?:[A-G]|LAST)賞 .+！$/);
  expect(afterFirst[0].link).toBe('/ichiban/detail/1002');
  expect(afterFirst[0].text).toContain(afterFirst[0].highlight[0]);
  if (prize.prize_name) expect(afterFirst[0].text).toContain(prize.prize_name);

  const second = await buyer('0966000002', 'Alice');
  // Another tube: the first buyer's lock holds 1002-1 for a while after their draw.
  const three = await api('/raffle/draw/multiple/1001-1', {
    method: 'POST',
    token: second.token,
    body: JSON.stringify({ payment_method: 'balance', product_id: '1001', ticket_numbers: [7, 8, 9], is_multiple: true }),
  });
  expect(three.status).toBe(200);
  const list = await eventually(notices, (l) => l.length === 3);
  // Newest first, one line per order: the second order's three tickets are one notice.
  expect(list.map((n) => n.text.slice(0, 6))).toEqual(['恭喜 A**', '恭喜 龔**', '恭喜 示**']);
  expect(list[0]!.text).toMatch(/(?:×3|等 3 件)！$/);
  expect((await notices(2)).length).toBe(2);

  const raw = JSON.stringify(await api('/orders/latest-notices?limit=10'));
  for (const secret of [first.userId, second.userId, '0966000001', '0966000002', '龔小明', 'Alice']) expect(raw).not.toContain(secret);
});

it('accepts a limit of 1 to 10 only', async () => {
  for (const bad of ['0', '11', '-1', 'abc', '2.5']) {
    const r = await api(`/orders/latest-notices?limit=${bad}`);
    expect({ bad, status: r.status, message: r.body.message }).toEqual({ bad, status: 400, message: '無法獲取抽獎通知資料' });
  }
  expect((await api('/orders/latest-notices?limit=10')).status).toBe(200);
});
