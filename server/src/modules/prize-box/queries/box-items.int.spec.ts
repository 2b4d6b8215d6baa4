// The prize box list over real HTTP on real PostgreSQL: tickets bought through the purchase
// endpoints arrive in the buyer's box, page by page and by tab, and nobody else sees them.
import { randomUUID } from 'node:crypto';
import type { BoxItem, DrawnTicket } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import pino from 'pino';
import { loadConfig } from '../../../config/config';
import { systemMetadata } from '../../../http/request-metadata';
import { runCommand } from '../../../platform/command-runner';
import { startShop, type RunningShop } from '../../../shop-app';
import { RegisterUserCommand } from '../../accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../../accounts/sessions.service';
import { walletDecider } from '../../wallet/domain/wallet.decide';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: await res.json() };
}
const post = (path: string, token: string, body: unknown) => api(path, { method: 'POST', token, body: JSON.stringify(body) });

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let phoneSeq = 0;
/** A signed-in member holding `tokens`. */
async function member(tokens: number): Promise<{ token: string; userId: string }> {
  const phone = `0966${String(100000 + phoneSeq++).slice(-6)}`;
  const { userId } = await new RegisterUserHandler(shop.infra.eventStore).execute(new RegisterUserCommand(phone, 'secret-pass', '收藏家', 'member', 'cli'));
  await eventually(async () => ((await shop.infra.dataSource.getRepository(UserAccountRow).findOneBy({ userId })) ? true : undefined));
  const token = await new SessionsService(shop.infra.dataSource).create(userId);
  if (tokens) {
    await runCommand({
      store: shop.infra.eventStore,
      streamId: `wallet-${userId}`,
      decider: walletDecider,
      command: { type: 'CreditTokens', data: { userId, amount: tokens, reference: `admin:${randomUUID()}`, source: 'admin', description: 'test' } },
      metadata: systemMetadata(new Date()),
    });
  }
  return { token, userId };
}

beforeAll(async () => {
  db = await createTestDatabase('box');
  const config = loadConfig({ DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  shop = await startShop(config, pino({ level: 'silent' }));
  await eventually(async () => ((await api('/raffle/status/1002')).status === 200 ? true : undefined));
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

describe('GET /api/user/box-items', () => {
  it('lists the prizes a member won, newest first, 20 a page by default, and only to that member', async () => {
    const alice = await member(50_000);
    const first = await post('/raffle/draw/1002-1', alice.token, { payment_method: 'balance', product_id: '1002', ticket_number: 5 });
    expect(first.status).toBe(200);
    const second = await post('/raffle/draw/multiple/1002-1', alice.token, { payment_method: 'balance', product_id: '1002', ticket_numbers: [6, 7], is_multiple: true });
    expect(second.status).toBe(200);
    const firstOrder: string = first.body.order.id;
    const secondOrder: string = second.body.order.id;
    const won = new Map<string, { tier: string; name: string; image: string }>(
      [...first.body.tickets, ...second.body.tickets].map((t: DrawnTicket) => [String(t.ticket_number), { tier: t.tier, name: t.prize.name, image: t.prize.image_url }]),
    );

    const list = await eventually(async () => {
      const r = await api('/user/box-items', { token: alice.token });
      return r.body.total === 3 ? r.body : undefined;
    });
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
        storage_days: null,
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
    expect((await api('/user/box-items', { token: bob.token })).body).toEqual({ success: true, data: [], total: 0, current_page: 1, last_page: 1, per_page: 20 });
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
