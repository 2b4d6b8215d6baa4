// The staff console's server side over real HTTP on real PostgreSQL: every staff route refuses
// visitors and members (403); support finds a member who bought tickets and reads their whole
// history grouped by purchase; a correction is a new event carrying the staff member's id; the
// auditor's list shows the tube; each role is kept to its own calls.
import { messages, replayMember, viewMember, type TimelineEvent } from '@shop/contracts';
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

it("reads the member's history across account, wallet, order, tube and box, one purchase under one correlation id", async () => {
  const { body } = await shop.api(`/admin/users/${member.userId}/events`, { token: support.token });
  const events = body.data as TimelineEvent[];
  const streams = new Set(events.map((e) => e.stream_id.replace(/-.*/, '')));
  expect([...streams].sort()).toEqual(['box', 'order', 'tube', 'user', 'wallet']);

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

it('records a correction as a new event carrying the staff id and the reason', async () => {
  const before = (await shop.api(`/admin/users/${member.userId}/events`, { token: support.token })).body.data as TimelineEvent[];
  const r = await shop.post(`/admin/wallet/${member.userId}/points`, support.token, {
    delta: 200,
    description: '補償延遲出貨',
    reference: 'case-77',
  });
  expect(r.status).toBe(200);
  const after = (await shop.api(`/admin/users/${member.userId}/events`, { token: support.token })).body.data as TimelineEvent[];
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
  const history = (await shop.api(`/admin/users/${member.userId}/events`, { token: support.token })).body.data as TimelineEvent[];
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
