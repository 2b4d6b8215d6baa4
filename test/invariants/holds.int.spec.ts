// Holds as a hostile client takes them, by every path: a member with 0 tokens held eight tubes and a
// whole tube through card orders, and a slot in every blind box. A hold now needs the means to pay
// (tokens for a ticket or a draw), a member holds one thing at a time across tubes and slots (a
// burst of both kinds at once takes one), and a card order holds nothing until it is paid: the tube
// and its tickets stay open to everyone, and one not paid in its window is voided by the recovery,
// listed as voided, and counts as no lapsed hold (it held nothing).
import { randomUUID } from 'node:crypto';
import { messages, ordersResponseSchema, type OrderEvent } from '@shop/contracts';
import { OrderSummaryRow } from '@shop/projections';
import { BuyTicketsCommand } from '../../server/src/modules/ichiban/commands/buy-tickets/buy-tickets.command';
import { CARD_PAYMENT_TIMEOUT_MS } from '../../server/src/purchases/purchase.decide';
import { eventually } from '../support/eventually';
import { createBuyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

jest.setTimeout(120_000);
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ database: 'holds', client: false });
  await eventually(
    () => shop.api('/raffle/status/1003').then((r) => r.status),
    (s) => s === 200,
  );
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const lockTube = (tubeId: string, token: string) => shop.post(`/raffle/tube/${tubeId}/lock`, token, {});
const lockSlot = (packageId: string, itemIndex: number, token: string) =>
  shop.post(`/blindbox/package/${packageId}/lock`, token, { item_index: itemIndex });
const cardOrder = (tubeId: string, productId: string, token: string, body: Record<string, unknown> = { ticket_numbers: [1] }) =>
  shop.post(`/raffle/draw/multiple/${tubeId}`, token, { payment_method: 'credit_card', is_multiple: true, product_id: productId, ...body });
const tubeLocked = async (tubeId: string) => (await shop.api(`/raffle/tube/${tubeId}/lock/status`)).body.locked as boolean;
/** The tube's own stream: a card order being placed appends nothing to it. */
const tubeEvents = async (tubeId: string) => (await shop.shop.infra.eventStore.readStream(`tube-${tubeId}`)).map((e) => e.type);
/** A card order placed at `placedAt` (back-dated to let its payment window pass). */
const cardOrderAt = (tubeId: string, productId: string, userId: string, numbers: number[], placedAt: Date) => {
  const correlation = randomUUID();
  return shop.shop.commands.execute(
    new BuyTicketsCommand(tubeId, userId, productId, { numbers }, 0, 'credit_card', messages.ichiban.drawFailed, {
      actor: { kind: 'user', id: userId },
      correlationId: correlation,
      causationId: correlation,
      occurredAt: placedAt.toISOString(),
    }),
  );
};
const orderEvents = async (orderId: string) =>
  (await shop.shop.infra.eventStore.readStream(`order-${orderId}`)).map((e) => ({ type: e.type, data: e.data }) as OrderEvent);

it('refuses a member with 0 tokens every token hold, on tubes and on slots, each with its message', async () => {
  const broke = await createBuyer(shop.shop);
  const answers = await Promise.all([lockTube('1001-1', broke.token), lockSlot('2001-1', 0, broke.token), lockSlot('2002-1', 3, broke.token)]);
  expect(answers).toEqual([
    { status: 402, body: { success: false, message: messages.ichiban.lockNeedsFunds } },
    { status: 402, body: { success: false, message: messages.blindbox.slotNeedsFunds } },
    { status: 402, body: { success: false, message: messages.blindbox.slotNeedsFunds } },
  ]);
  expect(await tubeLocked('1001-1')).toBe(false);
});

it('gives a member one hold when they reach for tubes and slots at once', async () => {
  const greedy = await createBuyer(shop.shop, { tokens: 50_000 });
  const burst = await Promise.all([
    lockTube('1001-2', greedy.token),
    lockTube('1003-1', greedy.token),
    lockSlot('2001-2', 1, greedy.token),
    lockSlot('2001-3', 2, greedy.token),
    lockSlot('2002-2', 4, greedy.token),
  ]);
  expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
  const refused = burst.filter((a) => a.status !== 200);
  expect(refused.map((a) => a.status)).toEqual([409, 409, 409, 409]);
  for (const r of refused) expect(r.body.message).toBe(messages.holds.heldElsewhere);
  // Each refusal names the one hold the member has.
  expect(new Set(refused.map((r) => JSON.stringify(r.body.held))).size).toBe(1);
});

it('holds nothing for a card order: the tube and its chosen ticket stay open to everyone, and the member holds nothing else', async () => {
  const griefer = await createBuyer(shop.shop);
  const before = await tubeEvents('1003-2');
  const first = await cardOrder('1003-2', '1003', griefer.token);
  expect(first.status).toBe(200);
  expect(first.body.lock).toMatchObject({ is_locked: false });
  expect(await tubeLocked('1003-2')).toBe(false);
  expect(await tubeEvents('1003-2')).toEqual(before);
  // Another member locks the tube and buys the very ticket the card order chose.
  const other = await createBuyer(shop.shop, { tokens: 50_000 });
  expect((await lockTube('1003-2', other.token)).status).toBe(200);
  expect((await shop.post('/raffle/draw/multiple/1003-2', other.token, { is_multiple: true, product_id: '1003', ticket_numbers: [1] })).status).toBe(
    200,
  );
  // While another member holds the tube, a card order waits like anyone (423 with the countdown).
  const again = await cardOrder('1003-2', '1003', griefer.token, { ticket_numbers: [3] });
  expect(again.status).toBe(423);
  expect(again.body.remain).toBeGreaterThan(0);
  // Holding nothing, the member may place card orders elsewhere, and more than one on a tube; none takes the tube.
  expect((await cardOrder('1001-1', '1001', griefer.token, { ticket_numbers: [4] })).status).toBe(200);
  expect((await cardOrder('1001-1', '1001', griefer.token, { random_count: 10 })).status).toBe(200);
  expect(await tubeLocked('1001-1')).toBe(false);
  // …and still takes no hold without the means to pay.
  expect((await lockSlot('2002-1', 5, griefer.token)).status).toBe(402);
  expect((await lockTube('1001-1', griefer.token)).status).toBe(402);
});

it('refuses a card order for a whole tube of more than 10 tickets: a card buys at most one purchase', async () => {
  const member = await createBuyer(shop.shop);
  const before = await tubeEvents('1002-1');
  const refused = await cardOrder('1002-1', '1002', member.token, { is_full_pack: true });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(messages.holds.cardFullPackTooLarge);
  expect(await tubeEvents('1002-1')).toEqual(before);
});

it('refuses a card order a rule refuses (points beyond the member’s share), leaving the tube as it was', async () => {
  const member = await createBuyer(shop.shop, { points: 10_000 });
  const before = await tubeEvents('1001-1');
  const refused = await cardOrder('1001-1', '1001', member.token, { ticket_numbers: [3], points_discount: 4000 });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(messages.points.insufficient);
  expect(await tubeEvents('1001-1')).toEqual(before);
  expect((await cardOrder('1001-1', '1001', member.token, { ticket_numbers: [3] })).status).toBe(200);
});

it('ends a card order left unpaid past its window: voided by the recovery, listed as voided', async () => {
  const griefer = await createBuyer(shop.shop, { name: '逾時買家' });
  const tubeId = '1002-1';
  // Placed a moment longer ago than the payment window.
  const placedAt = new Date(Date.now() - CARD_PAYMENT_TIMEOUT_MS - 5_000);
  const correlation = randomUUID();
  const { order } = await shop.shop.commands.execute(
    new BuyTicketsCommand(tubeId, griefer.userId, '1002', { numbers: [2] }, 0, 'credit_card', messages.ichiban.drawFailed, {
      actor: { kind: 'user', id: griefer.userId },
      correlationId: correlation,
      causationId: correlation,
      occurredAt: placedAt.toISOString(),
    }),
  );
  const orderId = order.placed.orderId;
  expect(order.status).toBe('placed');
  expect(await tubeLocked(tubeId)).toBe(false);
  // The gateway would no longer take it, even before the recovery's pass.
  expect((await shop.api(`/payment/redirect/${orderId}`, { token: griefer.token })).status).toBe(409);

  // The recovery's pass finds it among the orders still placed (a read model that follows the log).
  await eventually(
    () => shop.shop.infra.dataSource.getRepository(OrderSummaryRow).findOneBy({ orderId }),
    (row) => row?.status === 'placed',
  );
  await shop.shop.recovery.scan(0);
  expect((await orderEvents(orderId)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled']);
  expect((await orderEvents(orderId))[1]!.data).toMatchObject({ reason: messages.holds.cardPaymentExpired });

  const staff = await createBuyer(shop.shop, { name: '客服', role: 'support' });
  const voided = await eventually(
    () => shop.api('/admin/voided-payments', { token: staff.token }),
    (r) => r.status === 200 && (r.body.data as { order_id: string }[]).some((v) => v.order_id === orderId),
  );
  expect(voided.body.data.find((v: { order_id: string }) => v.order_id === orderId)).toMatchObject({
    user_id: griefer.userId,
    reason: messages.holds.cardPaymentExpired,
  });
  // The member's order list shows it ended, not pending.
  const list = await eventually(
    async () => ordersResponseSchema.parse((await shop.api('/orders', { token: griefer.token })).body).data.data,
    (orders) => orders.length === 1 && orders[0]!.status === 'cancelled',
  );
  expect(list[0]).toMatchObject({ status: 'cancelled', payment_method: 'credit_card' });

  // Another buyer takes the tube and its number.
  const buyer = await createBuyer(shop.shop, { tokens: 50_000 });
  expect((await lockTube(tubeId, buyer.token)).status).toBe(200);
  expect(
    (await shop.post(`/raffle/draw/multiple/${tubeId}`, buyer.token, { is_multiple: true, product_id: '1002', ticket_numbers: [2] })).status,
  ).toBe(200);
});

it('counts no lapse for card orders left unpaid: they held nothing, so nothing makes the member wait', async () => {
  const member = await createBuyer(shop.shop, { name: '反覆刷卡不付' });
  const window = CARD_PAYMENT_TIMEOUT_MS;
  // Two card orders, each left unpaid to its deadline, one after the other (the last ended 10 s ago).
  await cardOrderAt('1003-3', '1003', member.userId, [1], new Date(Date.now() - 2 * window - 20_000));
  await cardOrderAt('1003-3', '1003', member.userId, [1], new Date(Date.now() - window - 10_000));
  expect((await cardOrder('1003-3', '1003', member.token, { ticket_numbers: [1] })).status).toBe(200);
});
