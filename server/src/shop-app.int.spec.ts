// The tube-lock slice through every layer, over real HTTP and socket.io, on real PostgreSQL:
// command → TubeLocked → tube-board projection → tube:changed pushed to a watching socket.
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import type { ServerToClientEvents, ClientToServerEvents, TubeChangedMessage } from '@shop/contracts';
import pino from 'pino';
import { allProjections } from '@shop/projections';
import { creditWallet } from '@shop/testing/members';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from './config/config';
import { RegisterUserCommand } from './modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from './modules/accounts/commands/register-user/register-user.handler';
import { startShop, type RunningShop } from './shop-app';

let db: TestDatabase;
let shop: RunningShop;
const sockets: Socket[] = [];

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  });
  return { status: res.status, body: await res.json() };
}

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function signUpAndIn(phone: string): Promise<string> {
  const { userId } = await RegisterUserHandler.standalone(shop.infra).execute(
    new RegisterUserCommand(phone, 'secret-pass', `買家${phone.slice(-3)}`, 'member', 'cli'),
  );
  // A buyer: a tube lock needs a wallet that pays for a ticket.
  await creditWallet(shop, userId, { tokens: 10_000 });
  // The account becomes usable once the user-account projection has applied it.
  return eventually(async () => {
    const r = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone, password: 'secret-pass' }) });
    return r.status === 200 ? (r.body.data.token as string) : undefined;
  });
}

function watcher(origin?: string): Socket<ServerToClientEvents, ClientToServerEvents> {
  const s: Socket<ServerToClientEvents, ClientToServerEvents> = io(shop.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: origin ? { origin } : undefined,
  });
  sockets.push(s);
  return s;
}

beforeAll(async () => {
  db = await createTestDatabase('shop');
  const config = loadConfig({ DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await shop?.close();
  await db?.drop();
});

describe('the shop API', () => {
  it('reports healthy database, event store and projections', async () => {
    const r = await api('/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      eventStore: { ok: true, kind: 'postgres' },
      runner: { restarts: 0 },
    });
    expect(['catching-up', 'live']).toContain(r.body.runner.state);
    expect(r.body.projections.map((p: { name: string }) => p.name)).toEqual(allProjections.map((p) => p.name));
  });

  it('keeps idle connections longer than the proxies in front of it', async () => {
    const res = await fetch(`${shop.url}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('seeds the demo catalogue with open tubes', async () => {
    const r = await eventually(async () => {
      const res = await api('/raffle/status/1003');
      return res.status === 200 && res.body.tubes.length === 3 ? res : undefined;
    });
    expect(r.body.tubes[0]).toMatchObject({ id: '1003-1', total_tickets: 100, remaining_tickets: 100, has_last_prize: true });
    const product = await api('/products/1003');
    expect(product.body.data).toMatchObject({ name: '一番賞 甜點小精靈 午茶時光', raffle_info: { total_tickets: 300, remaining_tickets: 300 } });
  });

  it('answers bad input with 400 and the spec message, never 500', async () => {
    expect(await api('/auth/login', { method: 'POST', body: JSON.stringify({}) })).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, message: '請輸入手機號碼和密碼' }),
    });
    const malformed = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: '請求格式錯誤' });
    const badTube = await api('/raffle/tubes/..%2F..%2Fetc/tickets');
    expect(badTube.status).toBe(400);
    expect(badTube.body.message).toBe('找不到籤筒ID，請重試');
    expect((await api('/raffle/tube/no-such-tube/lock/status')).status).toBe(404);
  });

  it('refuses a wrong password and anonymous locking', async () => {
    await signUpAndIn('0911000001');
    const wrong = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: '0911000001', password: 'nope-nope' }) });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: '登入失敗！請檢查手機號碼與密碼' } });
    expect((await api('/raffle/tube/1001-1/lock', { method: 'POST' })).status).toBe(401);
  });

  it('ends a session on logout', async () => {
    const token = await signUpAndIn('0911000002');
    expect((await api('/auth/verify-token', { token })).body).toEqual({ valid: true });
    expect((await api('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api('/auth/verify-token', { token })).body).toEqual({ valid: false });
    expect((await api('/raffle/tube/1001-1/lock', { method: 'POST', token })).status).toBe(401);
  });

  it('pushes a lock to everyone watching the tube, and makes others wait', async () => {
    const alice = await signUpAndIn('0922000001');
    const bob = await signUpAndIn('0922000002');
    const bobSocket = watcher();
    const pushed: TubeChangedMessage[] = [];
    bobSocket.on('tube:changed', (m) => pushed.push(m));
    await new Promise<void>((resolve) => bobSocket.on('connect', resolve));
    expect(await bobSocket.emitWithAck('tube:watch', { tubeId: '1002-1' })).toEqual({ ok: true });

    const locked = await api('/raffle/tube/1002-1/lock', { method: 'POST', token: alice });
    expect(locked).toEqual({ status: 200, body: { success: true, lock: { is_locked: true, remain: 300, locked_by_other: false } } });

    const message = await eventually(async () => pushed.find((m) => m.locked));
    expect(message).toMatchObject({ tubeId: '1002-1', locked: true, remainingTickets: 60 });
    expect(message.revision).toBeGreaterThan(0);
    expect(JSON.stringify(message)).not.toContain('u_'); // never another user's id

    expect((await api('/raffle/tube/1002-1/lock/status', { token: alice })).body).toMatchObject({ locked: true, is_mine: true });
    const seenByBob = await api('/raffle/tube/1002-1/lock/status', { token: bob });
    expect(seenByBob.body).toMatchObject({ locked: true, is_mine: false });
    expect(seenByBob.body.remain).toBeGreaterThan(290);
    expect(JSON.stringify(seenByBob.body)).not.toContain('u_');

    const refused = await api('/raffle/tube/1002-1/lock', { method: 'POST', token: bob });
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ success: false, remain: expect.any(Number) });
    expect(refused.body.remain).toBeGreaterThan(290);
  });

  it('rejects invalid socket messages and foreign origins', async () => {
    const s = watcher();
    await new Promise<void>((resolve) => s.on('connect', resolve));
    expect(await s.emitWithAck('tube:watch', { tubeId: '' } as never)).toEqual({ ok: false, message: '參數錯誤' });
    // Every watch and unwatch names its room by an id in its contract's format, never a path or another room's name.
    const messages = { tube: 'tubeId', gacha: 'productId', 'shop-item': 'itemId', package: 'packageId' } as const;
    for (const [kind, field] of Object.entries(messages))
      for (const verb of ['watch', 'unwatch'])
        for (const junk of ['../../user:u_1', 'user:u_1', 'a b', 'x\u0000', 'x'.repeat(65)])
          expect([`${kind}:${verb}`, junk, await s.emitWithAck(`${kind}:${verb}` as 'tube:watch', { [field]: junk } as never)]).toEqual([
            `${kind}:${verb}`,
            junk,
            { ok: false, message: '參數錯誤' },
          ]);
    expect(await s.emitWithAck('package:watch', { packageId: '3001-1' })).toEqual({ ok: true });
    const foreign = watcher('http://evil.example');
    const error = await new Promise<Error>((resolve) => foreign.on('connect_error', resolve));
    expect(error).toBeInstanceOf(Error);
  });
});

describe('the built client (needs `npm run build`)', () => {
  const get = (path: string) => fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });

  it('serves the page unversioned and every hashed asset gzipped for a year', async () => {
    const page = await get('/ichiban/ticket/1002');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();

    const asset = await get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await asset.text()).length).toBeGreaterThan(1000);

    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers.get('cache-control')).toBe('public, max-age=3600');
    // A stale hash is a 404, not the page (which a year-long cache would keep as "script").
    expect((await get('/assets/index-00000000.js')).status).toBe(404);
  });

  it('gzips API answers', async () => {
    const products = await get('/api/products?page=1&limit=40');
    expect(products.status).toBe(200);
    expect(products.headers.get('content-encoding')).toBe('gzip');
    expect((await products.json()).data.length).toBeGreaterThan(0);
  });
});
