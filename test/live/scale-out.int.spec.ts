// Scale-out, black box: two API processes (the built server, PROJECTIONS=off) and one
// projector process on loopback share one PostgreSQL database and the machine's Redis. Buyers send
// purchases of one tube through both APIs at once; a watcher's socket sits on API B. Nothing is
// oversold, every token and prize is accounted for, and the watcher ends on the tube's final state.
// Only the public HTTP and socket API is used, so the purchase internals may change underneath.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import type { ClientToServerEvents, DrawPurchaseResponse, ServerToClientEvents, TubeChangedMessage, TubeTicketsResponse } from '@shop/contracts';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../../server/src/config/config';
import { openInfrastructure, type OpenInfrastructure } from '../../server/src/infrastructure';
import { SESSION_DAYS, SessionsService } from '../../server/src/modules/accounts/sessions.service';
import { eventually } from '../support/eventually';
import { createBuyer, type Buyer } from '../support/members';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = resolve(__dirname, '../..');
const serverMain = resolve(root, 'server/dist/main.js');
const projectorMain = resolve(root, 'server/dist/projector.js');
const TUBE = { tubeId: '1001-1', productId: '1001' };
const BUYERS = 6;
const TOKENS = 1_000_000;

const children: ChildProcess[] = [];
let db: TestDatabase;
let storage: OpenInfrastructure;
let apiA: string;
let apiB: string;
let watcher: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((ok) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), ok(true)));
    socket.once('error', () => ok(false));
    socket.once('timeout', () => (socket.destroy(), ok(false)));
  });
}

/** Spawns a built entry point and resolves with the first match of `ready` in its output. */
function start(script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    // Its own channel prefix: other runs may share the machine's Redis and the demo tube's name.
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL, REDIS_KEY: `scaleout-${process.pid}`, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (!match) return;
      child.stdout!.off('data', onData).resume();
      child.stderr!.resume();
      ok(match[1] ?? match[0]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code, signal) => fail(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${out.slice(-2000)}`)));
  });
}

async function call<T>(base: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

beforeAll(async () => {
  for (const script of [serverMain, projectorMain]) {
    if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first (npm test does)`);
  }
  if (!(await redisAnswers(REDIS_URL))) throw new Error(`no Redis answers at ${REDIS_URL}: the scale-out test needs one (set REDIS_URL)`);
  db = await createTestDatabase('scaleout');
  // The projector first: it migrates, and the APIs' seed reaches the read models through it.
  await start(projectorMain, { LOG_LEVEL: 'info' }, /projector running/);
  const api = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROJECTIONS: 'off' };
  apiA = await start(serverMain, { ...api, SEED_DEMO: 'true' }, /shop running\): (http:\/\/\S+)/);
  apiB = await start(serverMain, { ...api, SEED_DEMO: 'false' }, /shop running\): (http:\/\/\S+)/);
  storage = await openInfrastructure(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
  await eventually(
    () => call(apiB, `/raffle/tubes/${TUBE.tubeId}/tickets`).then((r) => r.status),
    (s) => s === 200,
    { timeoutMs: 30_000 },
  );
}, 90_000);

afterAll(async () => {
  watcher?.disconnect();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  await storage?.close();
  await db?.drop();
});

it('sells one tube through two API processes without overselling, and a watcher on the other process sees the end state', async () => {
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await createBuyer({ infra: storage }, { tokens: TOKENS, name: `分流${i}` }));

  watcher = io(apiB, { transports: ['websocket'], reconnection: false });
  const pushed: TubeChangedMessage[] = [];
  watcher.on('tube:changed', (m) => m.tubeId === TUBE.tubeId && pushed.push(m));
  await new Promise<void>((ok) => watcher!.on('connect', ok));
  expect(await watcher.emitWithAck('tube:watch', { tubeId: TUBE.tubeId })).toEqual({ ok: true });

  // Each buyer shops through both APIs at once: the holder of the tube's lock races itself
  // across processes on the same tube and wallet; the others are turned away until it sells out.
  const sold: { buyer: Buyer; answer: DrawPurchaseResponse }[] = [];
  const refused: Record<string, number> = {};
  const shop = async (buyer: Buyer, base: string) => {
    for (;;) {
      const { body: board } = await call<TubeTicketsResponse>(base, `/raffle/tubes/${TUBE.tubeId}/tickets`);
      if (board.tube_info.remaining_tickets === 0) return;
      const drawn = new Set(board.drawn_numbers);
      const free = Array.from({ length: board.tube_info.total_tickets }, (_, i) => i + 1).filter((n) => !drawn.has(n));
      const count = Math.min(free.length, 1 + Math.floor(Math.random() * 3));
      const picked = new Set<number>();
      while (picked.size < count) picked.add(pick(free));
      const body =
        Math.random() < 0.5
          ? { product_id: TUBE.productId, random_count: count }
          : { product_id: TUBE.productId, ticket_numbers: [...picked], is_multiple: true };
      const answer = await call<DrawPurchaseResponse & { message?: string }>(base, `/raffle/draw/multiple/${TUBE.tubeId}`, {
        token: buyer.token,
        body,
      });
      if (answer.status >= 500) throw new Error(`${answer.status} from ${base}: ${JSON.stringify(answer.body)}`);
      if (answer.status === 200) sold.push({ buyer, answer: answer.body });
      else {
        const key = `${answer.status} ${answer.body.message}`;
        refused[key] = (refused[key] ?? 0) + 1;
        // Turned away (another holds the tube): look again in a moment instead of spinning.
        if (answer.status === 423) await new Promise((r) => setTimeout(r, 25));
      }
    }
  };
  await Promise.all(buyers.flatMap((b) => [shop(b, apiA), shop(b, apiB)]));

  // Never oversold: every ticket of the tube drawn exactly once over all answered purchases.
  const tickets = sold.flatMap((s) => s.answer.tickets.map((t) => t.ticket_number));
  const { body: final } = await call<TubeTicketsResponse>(apiA, `/raffle/tubes/${TUBE.tubeId}/tickets`);
  const total = final.tube_info.total_tickets;
  expect(new Set(tickets).size).toBe(tickets.length);
  expect([...tickets].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect([...final.drawn_numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect(final.tube_info.sold_out).toBe(true);
  expect(sold.filter((s) => s.answer.last_prize !== null)).toHaveLength(1);

  // Token balances exact and every prize in its buyer's box (LAST with the final ticket), read through either API.
  for (const [i, buyer] of buyers.entries()) {
    const mine = sold.filter((s) => s.buyer === buyer);
    const spent = mine.reduce((sum, s) => sum + s.answer.order.token_amount, 0);
    const prizes = mine.reduce((n, s) => n + s.answer.tickets.length + (s.answer.last_prize ? 1 : 0), 0);
    const base = i % 2 ? apiA : apiB;
    await eventually(
      () => call<{ data: { tokens: number } }>(base, '/user', { token: buyer.token }).then((r) => r.body.data.tokens),
      (tokens) => tokens === TOKENS - spent,
    );
    await eventually(
      () => call<{ total: number }>(base, '/user/box-items?per_page=100', { token: buyer.token }).then((r) => r.body.total),
      (n) => n === prizes,
    );
  }

  // The watcher on B heard the changes in order and ends on the state the read model holds.
  const last = await eventually(
    () => pushed[pushed.length - 1],
    (m) => m?.revision === final.tube_info.revision,
  );
  expect(last).toMatchObject({ remainingTickets: 0, soldOut: true });
  expect([...last.drawnNumbers].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  const revisions = pushed.map((m) => m.revision);
  expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
  console.log(`scale-out: ${sold.length} purchases over two APIs; refused ${JSON.stringify(refused)}; ${pushed.length} pushes to the watcher on B`);
}, 180_000);

// Each API keeps verified sessions in memory (database/row-changes.ts): a logout on one process, a
// revocation written straight into the table, or an expiry must still end the session at once on both.
it('refuses a session on both APIs right after it is logged out on one, revoked in the table, or expired', async () => {
  const shows = async (token: string) => [(await call(apiA, '/user', { token })).status, (await call(apiB, '/user', { token })).status];
  const member = await createBuyer({ infra: storage }, { name: '登出' });
  expect(await shows(member.token)).toEqual([200, 200]); // now cached on both
  expect(await shows(member.token)).toEqual([200, 200]);
  expect((await call(apiA, '/auth/logout', { token: member.token, body: {} })).status).toBe(200);
  expect((await call(apiB, '/user', { token: member.token })).status).toBe(401);
  expect((await call(apiA, '/user', { token: member.token })).status).toBe(401);

  // Revoked by another writer than the API (support with psql): the table's trigger tells both.
  const other = await createBuyer({ infra: storage }, { name: '撤銷' });
  expect(await shows(other.token)).toEqual([200, 200]);
  await storage.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [other.userId]);
  // The notice reaches each API on its LISTEN connection, which may come after a request sent at once.
  expect(
    await eventually(
      () => shows(other.token),
      (s) => s[0] === 401 && s[1] === 401,
    ),
  ).toEqual([401, 401]);

  // Expiry is checked against the cached expiry time: no notification comes when a session expires.
  const expiring = await createBuyer({ infra: storage }, { name: '到期' });
  const expiresAt = Date.now() + 3_000;
  const shortLived = await new SessionsService(storage.dataSource, storage.eventStore).create(
    expiring.userId,
    'password',
    new Date(expiresAt - SESSION_DAYS * 86_400_000),
  );
  expect(await shows(shortLived)).toEqual([200, 200]);
  await eventually(
    async () => Date.now(),
    (now) => now > expiresAt,
    { timeoutMs: 10_000 },
  );
  expect(await shows(shortLived)).toEqual([401, 401]);
  expect(await shows(expiring.token)).toEqual([200, 200]);
}, 60_000);
