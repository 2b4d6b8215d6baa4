// The home marquee over real HTTP on real PostgreSQL: a ticket bought through POST
// /api/raffle/draw/{tubeId} shows up in GET /api/orders/latest-notices with the buyer's name masked,
// and never their id or phone.
import { randomUUID } from 'node:crypto';
import { latestNoticesResponseSchema } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventually } from '@shop/testing/eventually';
import pino from 'pino';
import { loadConfig } from '../../config/config';
import { systemMetadata } from '../../http/request-metadata';
import { runCommand } from '../../platform/command-runner';
import { startShop, type RunningShop } from '../../shop-app';
import { RegisterUserCommand } from '../accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../accounts/sessions.service';
import { walletDecider } from '../wallet/domain/wallet.decide';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: await res.json() };
}
const notices = async (limit = 10) => latestNoticesResponseSchema.parse((await api(`/orders/latest-notices?limit=${limit}`)).body).data;

/** A member with tokens, signed in through the session service (login is rate-limited per address). */
async function buyer(phone: string, name: string): Promise<{ userId: string; token: string }> {
  const { userId } = await new RegisterUserHandler(shop.infra.eventStore).execute(new RegisterUserCommand(phone, 'secret-pass', name, 'member', 'cli'));
  await eventually(
    () => shop.infra.dataSource.getRepository(UserAccountRow).findOneBy({ userId }),
    (row) => row !== null,
  );
  await runCommand({
    store: shop.infra.eventStore,
    streamId: `wallet-${userId}`,
    decider: walletDecider,
    command: { type: 'CreditTokens', data: { userId, amount: 50_000, reference: `admin:${randomUUID()}`, source: 'admin', description: 'test' } },
    metadata: systemMetadata(new Date()),
  });
  return { userId, token: await new SessionsService(shop.infra.dataSource).create(userId) };
}

beforeAll(async () => {
  db = await createTestDatabase('latest_wins');
  const config = loadConfig({ DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  shop = await startShop(config, pino({ level: 'silent' }));
  await eventually(
    async () => (await api('/raffle/status/1002')).status,
    (status) => status === 200,
  );
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('shows the editorial notices while the shop has no wins', async () => {
  const before = await notices();
  expect(before.length).toBeGreaterThan(0);
  expect(before.length).toBeLessThanOrEqual(10);
});

it('shows a bought ticket as a masked recent win, newest first, never the id or phone', async () => {
  const first = await buyer('0966000001', '龔小明');
  const bought = await api('/raffle/draw/1002-1', { method: 'POST', token: first.token, body: JSON.stringify({ product_id: '1002', ticket_number: 5 }) });
  expect(bought.status).toBe(200);
  const prize = bought.body.tickets[0] as { prize_name?: string; prize?: { name: string } };

  const afterFirst = await eventually(notices, (list) => list.some((n) => n.link !== null));
  expect(afterFirst).toHaveLength(1);
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
  const list = await eventually(notices, (l) => l.length === 4);
  // Newest first: the three of the second order before the first order's one.
  expect(list.map((n) => n.text.slice(0, 6))).toEqual(['恭喜 A**', '恭喜 A**', '恭喜 A**', '恭喜 龔**']);
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
