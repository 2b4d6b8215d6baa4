// The staff console's server side over real HTTP on real PostgreSQL: every staff route refuses
// visitors and members (403); support finds a member who bought tickets and pages through their
// history (filtered, searched, the state at a chosen event); a correction is a new event carrying the staff member's id; the
// auditor's list shows the tube; each role is kept to its own calls.
import { messages, orderNumberOf, replayMember, viewMember, type MemberStateResponse, type UserHistoryResponse } from '@shop/contracts';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { apiRoutes } from '../../openapi/api-routes';
import { WalletReader } from '../wallet/wallet.public';

let shop: TestShop;
let member: Buyer;
let support: Buyer;
let auditor: Buyer;
let orderId: string;
const PHONE = '0955123456';

beforeAll(async () => {
  shop = await startTestShop({ database: 'staff', client: false });
  await eventually(
    () => shop.api('/raffle/status/1002'),
    (r) => r.status === 200,
  );
  member = await createBuyer(shop.shop, { tokens: 5000, points: 400, name: '王小明', phone: PHONE });
  support = await createBuyer(shop.shop, { name: '客服阿美', role: 'support' });
  auditor = await createBuyer(shop.shop, { name: '稽核老李', role: 'auditor' });
  const bought = await shop.post('/raffle/draw/multiple/1002-1', member.token, {
    payment_method: 'balance',
    product_id: '1002',
    ticket_numbers: [5, 6],
    is_multiple: true,
  });
  expect(bought.status).toBe(200);
  orderId = bought.body.order.id;
  // The order read model (search by order number) follows the commit.
  await eventually(
    () => shop.api(`/admin/users?q=${orderId}`, { token: support.token }),
    (r) => r.body.data?.length === 1,
  );
}, 90_000);

afterAll(async () => {
  await shop?.close();
});

const staffRoutes = apiRoutes().filter((r) => r.access.kind === 'staff');
const pathOf = (path: string) => path.replace('{userId}', member.userId).replace(/\{[^}]+\}/g, '1');

it('refuses every staff route to visitors and members with 403', async () => {
  expect(staffRoutes.length).toBeGreaterThanOrEqual(20);
  for (const route of staffRoutes) {
    const init = { method: route.method.toUpperCase(), ...(route.method === 'get' ? {} : { body: '{}' }) };
    for (const token of [undefined, member.token]) {
      const res = await shop.api(pathOf(route.path), { ...init, token });
      expect({ route: `${route.method} ${route.path}`, token: Boolean(token), ...res }).toEqual({
        route: `${route.method} ${route.path}`,
        token: Boolean(token),
        status: 403,
        body: { success: false, message: messages.auth.forbidden },
      });
    }
  }
});

it('keeps each role to its own calls', async () => {
  expect((await shop.api('/admin/audit/containers', { token: support.token })).status).toBe(403);
  expect((await shop.api(`/admin/users?q=${PHONE}`, { token: auditor.token })).status).toBe(403);
  expect((await shop.api(`/admin/users/${member.userId}/events`, { token: auditor.token })).status).toBe(403);
  expect((await shop.post(`/admin/wallet/${member.userId}/points`, auditor.token, { delta: 1, description: 'x', reference: 'r' })).status).toBe(403);
});

it('finds a member by phone, uid, order number and name', async () => {
  const find = async (q: string) => (await shop.api(`/admin/users?q=${encodeURIComponent(q)}`, { token: support.token })).body;
  const expected = { user_id: member.userId, name: '王小明', phone: PHONE, role: 'member' };
  expect((await find('0955-123-456')).data).toEqual([{ ...expected, matched_by: 'phone' }]);
  expect((await find(member.userId)).data).toEqual([{ ...expected, matched_by: 'uid' }]);
  expect((await find(orderId)).data).toEqual([{ ...expected, matched_by: 'order' }]);
  expect((await find('小明')).data).toEqual([{ ...expected, matched_by: 'name' }]);
  expect((await find('%')).data).toEqual([]);
  expect((await shop.api('/admin/users?q=', { token: support.token })).status).toBe(400);
});

type HistoryPage = UserHistoryResponse;
/** A page of the member's timeline once its index holds `until` (the index follows the commit). */
const historyPage = async (query = '', until: (page: HistoryPage) => boolean = () => true): Promise<HistoryPage> =>
  (
    await eventually(
      () => shop.api(`/admin/users/${member.userId}/events${query}`, { token: support.token }),
      (r) => r.status === 200 && until(r.body as HistoryPage),
    )
  ).body as HistoryPage;
const fulfilled = (page: HistoryPage) => page.data.some((e) => e.type === 'OrderFulfilled');

it("reads the member's history across account, wallet, order, tube and box, one purchase under one correlation id", async () => {
  const events = (await historyPage('', fulfilled)).data;
  const streams = new Set(events.map((e) => e.stream_id.replace(/-.*/, '')));
  expect([...streams]).toEqual(expect.arrayContaining(['box', 'order', 'tube', 'user', 'wallet']));

  const placed = events.find((e) => e.type === 'OrderPlaced')!;
  const purchase = events.filter((e) => e.metadata.correlationId === placed.metadata.correlationId).map((e) => e.type);
  expect(purchase).toEqual(expect.arrayContaining(['OrderPlaced', 'TokensDebited', 'TicketDrawn', 'BoxItemAdded', 'OrderFulfilled']));
  // Only the member's own doings on the tube: no other buyer's events, no tube opening.
  expect(events.filter((e) => e.stream_id.startsWith('tube-')).every((e) => e.data.userId === member.userId)).toBe(true);

  // The replay of the whole timeline is the wallet the server reads.
  const now = new Date();
  const replayed = viewMember(replayMember(events, events.length), now);
  const wallet = await new WalletReader(shop.shop.infra.eventStore).wallet(member.userId);
  expect(replayed.tokens).toBe(wallet.tokens);
  expect(replayed.box.map((i) => i.itemId).sort()).toEqual([`${orderId}-5`, `${orderId}-6`]);
  // Before the purchase: the credit and nothing else.
  expect(viewMember(replayMember(events, events.indexOf(placed)), now)).toMatchObject({ tokens: 5000, points: 400, box: [] });
});

it('pages the history newest first by log position: every event once, in log order, each page with what names its orders', async () => {
  const whole = (await historyPage('?limit=500', fulfilled)).data;
  const pages: HistoryPage[] = [];
  let next: string | null = null;
  do {
    pages.push(await historyPage(`?limit=3${next ? `&before=${next}` : ''}`));
    next = pages[pages.length - 1]!.next;
  } while (next);
  expect(pages.length).toBe(Math.ceil(whole.length / 3));
  expect(pages.reverse().flatMap((p) => p.data)).toEqual(whole);
  // A page whose lines belong to an order placed on an earlier page brings the placing along.
  const drawPage = pages.find((p) => p.data.some((e) => e.type === 'TicketDrawn') && !p.data.some((e) => e.type === 'OrderPlaced'));
  if (drawPage) expect(drawPage.context.map((e) => e.type)).toContain('OrderPlaced');
  expect(pages[0]!.counts).toMatchObject({ ichiban: expect.any(Number), wallet: expect.any(Number), account: expect.any(Number) });
  expect(Object.values(pages[0]!.counts).reduce((a, b) => a + b, 0)).toBe(whole.length);
});

it('filters the history by kind, by Taipei dates and by an order number, in SQL', async () => {
  const all = (await historyPage('?limit=500', fulfilled)).data;
  const ichiban = await historyPage('?limit=500&kinds=ichiban');
  // The order's own later events (paid, fulfilled) are filed under its line, with its tube's draws.
  expect(ichiban.data.map((e) => e.type)).toEqual(expect.arrayContaining(['OrderPlaced', 'TicketDrawn', 'OrderFulfilled']));
  expect(ichiban.data.every((e) => e.stream_id.startsWith('order-') || e.stream_id.startsWith('tube-'))).toBe(true);
  expect(ichiban.matching).toBe(ichiban.data.length);
  expect((await historyPage('?kinds=wallet,account')).data.every((e) => /^(wallet|user|recharge|support|sessions)-/.test(e.stream_id))).toBe(true);

  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  expect((await historyPage(`?limit=500&from=${today}&to=${today}`)).data).toEqual(all);
  expect((await historyPage('?from=2001-01-01&to=2001-01-02')).data).toEqual([]);

  const byNumber = await historyPage(`?limit=500&q=${orderNumberOf(orderId)}`);
  expect(byNumber.data.length).toBeGreaterThan(0);
  expect(byNumber.data.every((e) => e.stream_id === `order-${orderId}` || e.data.orderId === orderId)).toBe(true);
  expect((await historyPage(`?q=${encodeURIComponent('代幣付款')}`)).data.map((e) => e.type)).toEqual(['TokensDebited']);

  for (const bad of ['?kinds=nope', '?before=abc', '?limit=0', '?from=2026-1-1', '?q=' + 'x'.repeat(65)])
    expect((await shop.api(`/admin/users/${member.userId}/events${bad}`, { token: support.token })).status).toBe(400);
  expect((await shop.api('/admin/users/u_0000000000000000/events', { token: support.token })).status).toBe(404);
});

it('gives the state right after a chosen event, folded from the events up to it and none after', async () => {
  const events = (await historyPage('?limit=500', fulfilled)).data;
  const placed = events.findIndex((e) => e.type === 'OrderPlaced');
  const state = async (at?: string) =>
    (await shop.api(`/admin/users/${member.userId}/state${at ? `?at=${at}` : ''}`, { token: support.token })).body as MemberStateResponse;
  for (const k of [0, placed, events.length - 1]) {
    const { data } = await state(events[k]!.position);
    expect(data.events).toBe(k + 1);
    expect(data.after).toEqual(JSON.parse(JSON.stringify(viewMember(replayMember(events, k + 1), new Date(events[k]!.metadata.occurredAt)))));
  }
  // Right after the order was placed: nothing drawn yet, the credit still whole.
  expect((await state(events[placed]!.position)).data.before).toMatchObject({ tokens: 5000, points: 400, box: [] });
  expect((await state()).data.events).toBe(events.length);
  expect((await shop.api(`/admin/users/${member.userId}/state?at=x`, { token: support.token })).status).toBe(400);
  expect((await shop.api(`/admin/users/${member.userId}/state?at=0.0`, { token: support.token })).status).toBe(404);
});

it('records a correction as a new event carrying the staff id and the reason', async () => {
  const before = (await historyPage('?limit=500', fulfilled)).data;
  const r = await shop.post(`/admin/wallet/${member.userId}/points`, support.token, {
    delta: 200,
    description: '補償延遲出貨',
    reference: 'case-77',
  });
  expect(r.status).toBe(200);
  const after = (await historyPage('?limit=500', (p) => p.data.length > before.length)).data;
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length)).toEqual([
    expect.objectContaining({
      stream_id: `wallet-${member.userId}`,
      type: 'PointsAdjusted',
      data: expect.objectContaining({ delta: 200, reason: 'admin', reference: 'case-77', description: '補償延遲出貨' }),
      metadata: expect.objectContaining({ actor: { kind: 'support', id: support.userId } }),
    }),
  ]);
  // A reason is required, for every kind of correction.
  const refused = (path: string, body: object) => shop.post(`/admin/wallet/${member.userId}/${path}`, support.token, body).then((r) => r.status);
  expect(await refused('points', { delta: 200, description: ' ', reference: 'case-78' })).toBe(400);
  expect(await refused('tokens', { amount: 100, description: '', reference: 'case-78' })).toBe(400);
  expect(await refused('coupons', { title: '補償券', amount: 50, valid_days: 7, reference: 'case-78' })).toBe(400);

  // Tokens too: a credit with the staff id, once per reference.
  for (let i = 0; i < 2; i++) {
    const r = await shop.post(`/admin/wallet/${member.userId}/tokens`, support.token, {
      amount: 100,
      description: '重複扣款退還',
      reference: 'case-79',
    });
    expect(r.status).toBe(200);
  }
  const history = (await historyPage('?limit=500', (p) => p.data.some((e) => e.type === 'TokensCredited' && e.metadata.actor.kind === 'support')))
    .data;
  expect(history.filter((e) => e.type === 'TokensCredited' && e.metadata.actor.kind === 'support')).toEqual([
    expect.objectContaining({
      data: expect.objectContaining({ amount: 100, source: 'admin', reference: 'admin:case-79', description: '重複扣款退還' }),
      metadata: expect.objectContaining({ actor: { kind: 'support', id: support.userId } }),
    }),
  ]);
});

it('lists every tube, gacha machine and blind box for the auditor with its state and commitment, the seed only once revealed', async () => {
  const { status, body } = await shop.api('/admin/audit/containers', { token: auditor.token });
  expect(status).toBe(200);
  expect(body.data.map((s: { kind: string }) => s.kind)).toEqual(['ichiban', 'gacha', 'blindbox']);
  const tube = body.data[0].containers.find((c: { id: string }) => c.id === '1002-1');
  expect(tube).toMatchObject({ product_id: '1002', status: 'open', drawn: 2, seed: null, commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(tube.product_name).not.toBe('1002');
  // Every demo machine (its current round) and every demo box, each with its commitment.
  const [, machines, boxes] = body.data as { containers: { id: string; round: number | null; commitment: string; seed: null }[] }[];
  expect(machines!.containers.length).toBeGreaterThan(0);
  expect(machines!.containers.every((m) => m.round === 1 && /^[0-9a-f]{64}$/.test(m.commitment) && m.seed === null)).toBe(true);
  expect(boxes!.containers.length).toBeGreaterThan(0);
  expect(boxes!.containers.every((b) => b.round === null && /^[0-9a-f]{64}$/.test(b.commitment))).toBe(true);
});
