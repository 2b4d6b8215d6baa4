// The prize box list over real HTTP on real PostgreSQL: tickets bought through the purchase
// endpoints arrive in the buyer's box, page by page and by tab, and nobody else sees them.
import type { BoxItem, DrawnTicket } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

let testShop: TestShop;
let api: TestShop['api'];
let post: TestShop['post'];

/** A signed-in member holding `tokens`. */
const member = (tokens: number) => createBuyer(testShop.shop, { tokens, name: '收藏家' });

beforeAll(async () => {
  testShop = await startTestShop({ database: 'box', client: false });
  ({ api, post } = testShop);
  await eventually(
    async () => (await api('/raffle/status/1002')).status,
    (status) => status === 200,
  );
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('GET /api/user/box-items', () => {
  it('lists the prizes a member won, newest first, 20 a page by default, and only to that member', async () => {
    const alice = await member(50_000);
    const first = await post('/raffle/draw/1002-1', alice.token, { payment_method: 'balance', product_id: '1002', ticket_number: 5 });
    expect(first.status).toBe(200);
    const second = await post('/raffle/draw/multiple/1002-1', alice.token, {
      payment_method: 'balance',
      product_id: '1002',
      ticket_numbers: [6, 7],
      is_multiple: true,
    });
    expect(second.status).toBe(200);
    const firstOrder: string = first.body.order.id;
    const secondOrder: string = second.body.order.id;
    const won = new Map<string, { tier: string; name: string; image: string }>(
      [...first.body.tickets, ...second.body.tickets].map((t: DrawnTicket) => [
        String(t.ticket_number),
        { tier: t.tier, name: t.prize.name, image: t.prize.image_url },
      ]),
    );

    const { body: list } = await eventually(
      () => api('/user/box-items', { token: alice.token }),
      (r) => r.body.total === 3,
    );
    expect(list).toMatchObject({ success: true, total: 3, current_page: 1, last_page: 1, per_page: 20 });
    const items = list.data as BoxItem[];
    // The later order's prizes come first.
    expect(items.map((i) => i.id)).toEqual([`${secondOrder}-6`, `${secondOrder}-7`, `${firstOrder}-5`]);
    for (const item of items) {
      const ticket = item.id.slice(item.id.lastIndexOf('-') + 1);
      expect(item).toMatchObject({
        item_name: won.get(ticket)?.name,
        item_image_url: won.get(ticket)?.image,
        tier: won.get(ticket)?.tier,
        quantity: 1,
        status: 'available',
        preorder_at: null,
        // Free storage counts down from the day it arrived.
        storage_days: 90,
        source: 'ichiban',
        product_id: '1002',
        product_name: '一番賞 機甲少年 覺醒篇',
      });
      expect(Date.parse(item.created_at)).toBeGreaterThan(Date.now() - 60_000);
    }

    // Paging: two pages of two, no item on both.
    const page1 = await api('/user/box-items?page=1&per_page=2', { token: alice.token });
    const page2 = await api('/user/box-items?page=2&per_page=2', { token: alice.token });
    expect(page1.body).toMatchObject({ total: 3, current_page: 1, last_page: 2, per_page: 2 });
    expect(page2.body).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect([...page1.body.data, ...page2.body.data].map((i: BoxItem) => i.id)).toEqual(items.map((i) => i.id));

    // Tabs: everything is still waiting to ship.
    expect((await api('/user/box-items?tab=pending', { token: alice.token })).body.total).toBe(3);
    expect((await api('/user/box-items?tab=shipped', { token: alice.token })).body).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await api('/user/box-items?tab=expired', { token: alice.token })).body.total).toBe(0);

    // Another member sees none of it.
    const bob = await member(0);
    expect((await api('/user/box-items', { token: bob.token })).body).toEqual({
      success: true,
      data: [],
      total: 0,
      current_page: 1,
      last_page: 1,
      per_page: 20,
    });
  });

  it('needs a session and refuses bad paging with 400', async () => {
    expect((await api('/user/box-items')).status).toBe(401);
    const carol = await member(0);
    for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=x', 'tab=lost']) {
      const r = await api(`/user/box-items?${query}`, { token: carol.token });
      expect({ query, status: r.status, success: r.body.success }).toEqual({ query, status: 400, success: false });
    }
  });
});
