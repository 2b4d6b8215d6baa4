// Generated bad input over every public endpoint and socket message, on a real server
// and PostgreSQL: never a 5xx; every refusal a 4xx with a zh-TW message; a refused call appends
// nothing to the event log. Routes are read from the controllers' decorators, so a new endpoint
// is fuzzed without being listed here. Also: another member's order and result answer 403/404.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { startTestShop, type TestShop } from '../support/shop-server';
import { eventually } from '../support/eventually';
import { createBuyers, post, type Buyer } from './support/buyers';
import type { Position } from '../../server/src/event-store/event-store.port';

const scale = Number(process.env.INVARIANTS_SCALE ?? 1);
const RUNS_PER_ROUTE = Math.round(12 * scale);

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/** Every route of every controller under server/src, from its @Controller and @Get/@Post… decorators. */
function listRoutes(): Route[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.controller.ts')) files.push(full);
    }
  };
  walk(resolve(__dirname, '../../server/src'));
  const routes: Route[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const prefix = /@Controller\((?:'([^']*)')?\)/.exec(source)?.[1] ?? '';
    for (const m of source.matchAll(/@(Get|Post|Put|Patch|Delete)\((?:'([^']*)')?\)/g)) {
      const path = [prefix, m[2] ?? ''].filter(Boolean).join('/');
      routes.push({ method: m[1]!.toUpperCase() as Route['method'], path });
    }
  }
  return routes;
}

const cjk = /[\u4e00-\u9fff]/;
const fieldNames = [
  'product_id',
  'ticket_number',
  'ticket_numbers',
  'random_count',
  'is_full_pack',
  'points_discount',
  'coupon_id',
  'payment_method',
  'phone',
  'password',
  'code',
  'amount',
  'name',
  'nickname',
  'title',
  'token',
  'captcha',
  'id',
  'page',
  'limit',
  'keyword',
  'type',
];
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', '../../etc/passwd', "' OR 1=1 --", '<script>', '😀'.repeat(5), 'x'.repeat(5000)),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double(),
  fc.uuid(),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), nasty, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant('{"broken json'),
);
const pathParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.uuid(),
  fc.constantFrom('1002-1', '1002', '0', '-1', '99999999999999999999', '%00', 'x'.repeat(300)),
);
const query = fc.dictionary(
  fc.constantFrom('page', 'limit', 'type', 'keyword', 'tubeId', 'code', 'state', 'status', 'id'),
  fc.string({ maxLength: 20 }),
  { maxKeys: 3 },
);

let shop: TestShop;
let member: Buyer;

beforeAll(async () => {
  shop = await startTestShop();
  await eventually(
    () => fetch(`${shop.url}/api/raffle/status/1002`).then((r) => r.status),
    (s) => s === 200,
    { timeoutMs: 30_000 },
  );
  [member] = await createBuyers(shop.shop.infra.eventStore, shop.shop.infra.dataSource, 1, () => 5000);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

/**
 * Events appended since `after` that a refused call with this correlation id could have caused:
 * those carrying its id, and any a user or staff member acted in (this spec is the only one
 * acting). The shop's own background work (line keepers, schedules, reactors following an
 * earlier accepted call) acts as the system under its own correlation ids, so it does not count.
 */
const appendedBy = async (after: Position | null, correlationId?: string) => {
  const events = await shop.shop.infra.eventStore.readAll({ ...(after ? { after } : {}), maxCount: 1000 });
  return events.filter((e) => e.metadata.correlationId === correlationId || e.metadata.actor.kind !== 'system').map((e) => e.type);
};

it(
  'answers generated bad input on every endpoint with a 4xx and a zh-TW message, never a 5xx, and changes nothing when it refuses',
  async () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const seen = new Map<string, Set<number>>();
    // Problems are collected, one example per route and kind, so one run reports them all.
    const problems = new Map<string, string>();
    const problem = (route: Route, kind: string, where: string) => {
      const k = `${kind}: ${route.method} ${route.path}`;
      if (!problems.has(k)) problems.set(k, where);
    };
    // Routes in turn, not drawn: a drawn route can be missed by chance, and every one must be reached.
    let turn = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathParam, { minLength: 4, maxLength: 4 }),
        query,
        body,
        fc.constantFrom('none', 'member', 'garbage'),
        async (params, q, payload, auth) => {
          const route = routes[turn++ % routes.length]!;
          let i = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++]!));
          const qs = new URLSearchParams(q).toString();
          // Logging out would end the member's session for the rest of the run.
          const token = auth === 'member' && !path.includes('logout') ? member.token : auth === 'garbage' ? 'not-a-session-token' : null;
          const before = await shop.shop.infra.eventStore.headPosition();
          const correlationId = `bad-input-${turn}-${randomUUID()}`;
          const res = await fetch(`${shop.url}/api/${path}${qs ? `?${qs}` : ''}`, {
            method: route.method,
            redirect: 'manual',
            headers: {
              'content-type': 'application/json',
              'x-correlation-id': correlationId,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body:
              route.method === 'GET' || route.method === 'DELETE'
                ? undefined
                : typeof payload === 'string' && payload.startsWith('{"broken')
                  ? payload
                  : JSON.stringify(payload),
          });
          const text = await res.text();
          const key = `${route.method} ${route.path}`;
          seen.set(key, (seen.get(key) ?? new Set()).add(res.status));
          const where = `${route.method} /api/${path} → ${res.status}: ${text.slice(0, 300)}`;
          if (res.status >= 500) problem(route, 'server error', where);
          if (res.status >= 400) {
            // Pages the payment gateway posts the browser to answer in HTML; the API answers in JSON.
            let message: unknown = res.headers.get('content-type')?.includes('text/html') ? text : undefined;
            try {
              message ??= (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || !cjk.test(message)) problem(route, 'refusal without a zh-TW message', where);
            if (![400, 401, 403, 404, 409, 413, 423, 429].includes(res.status)) problem(route, 'unexpected refusal status', where);
            const appended = await appendedBy(before, correlationId);
            if (appended.length > 0) problem(route, 'a refused call appended events', `${where} (appended ${appended.join(', ')})`);
          }
        },
      ),
      { numRuns: routes.length * RUNS_PER_ROUTE },
    );
    expect(Object.fromEntries(problems)).toEqual({});
    // Every route was reached.
    expect(routes.filter((r) => !seen.has(`${r.method} ${r.path}`))).toEqual([]);
  },
  240_000 * Math.max(1, scale),
);

it('answers generated socket messages with an ack, never dropping the connection or writing anything', async () => {
  const socket: Socket = io(shop.url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', fail);
  });
  try {
    const before = await shop.shop.infra.eventStore.headPosition();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('tube:watch', 'tube:unwatch'),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ tubeId: nasty })),
        async (event, msg) => {
          const ack = (await socket.timeout(5000).emitWithAck(event as 'tube:watch', msg as { tubeId: string })) as { ok: boolean; message?: string };
          if (!ack.ok && !(typeof ack.message === 'string' && cjk.test(ack.message)))
            throw new Error(`socket refusal without a zh-TW message: ${JSON.stringify(ack)}`);
          const valid = typeof msg === 'object' && msg !== null && !Array.isArray(msg) && typeof (msg as { tubeId?: unknown }).tubeId === 'string';
          if (ack.ok && !valid) throw new Error(`accepted a malformed ${event}: ${JSON.stringify(msg)}`);
        },
      ),
      { numRuns: 200 * scale },
    );
    // Unknown messages are ignored, and the socket is still served afterwards.
    socket.emit('no:such:event' as 'tube:watch', { tubeId: '1002-1' });
    expect(await socket.timeout(5000).emitWithAck('tube:unwatch', { tubeId: '1002-1' })).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
    expect(await appendedBy(before)).toEqual([]);
  } finally {
    socket.close();
  }
}, 120_000);

it('keeps a member’s order, result and draw redirect from every other member', async () => {
  const { eventStore, dataSource } = shop.shop.infra;
  const [alice, bob] = await createBuyers(eventStore, dataSource, 2, () => 5000);
  const bought = await post(shop.url, '/raffle/draw/multiple/1003-3', alice!.token, { product_id: '1003', random_count: 2 });
  expect(bought.status).toBe(200);
  const orderId = bought.body.order!.id;
  const get = (path: string, token: string) => fetch(`${shop.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await get(`/raffle/result/${orderId}`, alice!.token)).status).toBe(200);
  for (const path of [`/raffle/result/${orderId}`, `/payment/redirect/${orderId}`]) {
    const res = await get(path, bob!.token);
    expect([403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain(alice!.userId);
  }
  const history = (await (await get('/raffle/history', bob!.token)).json()) as { data: unknown[] };
  expect(history.data).toEqual([]);
  const box = await get('/user/box-items', bob!.token);
  expect(await box.text()).not.toContain(orderId);
});
