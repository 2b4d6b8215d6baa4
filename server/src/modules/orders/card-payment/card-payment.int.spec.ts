// Ichiban tickets paid by card, over real HTTP on real PostgreSQL through the dev MPG gateway:
// paid (drawn, boxed, back to the draw screen), cancelled, replayed and forged results, a card
// amount that is not the order's (refunded through the gateway's close API), a payment that
// arrives after the order timed out (the gateway refuses it; staff record a refund made by hand),
// and payments for tickets that held nothing meanwhile: drawn past another's lock, or gone.
import { randomUUID } from 'node:crypto';
import { messages, type OrderEvent } from '@shop/contracts';
import { BoxItemRow } from '@shop/projections';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { RunningShop } from '../../../shop-app';
import { CARD_PAYMENT_TIMEOUT_MS } from '../../../purchases/purchase.decide';
import { availablePoints, cardClosePostData, decryptTradeInfo, encryptTradeInfo, tradeSha, WalletReader } from '../../wallet/wallet.public';
import { cardMerchantOrderNo, orderIdOfMerchantOrderNo } from './card-payment.service';

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];
let post: TestShop['post'];
const DEV_KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };

/** A form post, as a browser or NewebPay sends it; redirects are not followed. */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`no form in ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!.replace(/&#38;/g, '&');
  return { action: form[1]!.replace(/&#38;/g, '&'), fields };
}

/** A signed-in member with `bonus` points and no tokens: the card pays the rest. */
const buyer = (bonus: number) => createBuyer(shop, { points: bonus, name: '刷卡買家' });

const wallet = (userId: string) => new WalletReader(shop.infra.eventStore).wallet(userId);
const points = async (userId: string) => availablePoints(await wallet(userId), new Date());
const orderEvents = async (orderId: string) =>
  (await shop.infra.eventStore.readStream(`order-${orderId}`)).map((e) => ({ type: e.type, data: e.data }) as OrderEvent);
const drawn = async (tubeId: string) => (await api(`/raffle/tubes/${tubeId}/tickets`)).body.drawn_numbers as number[];
const tubeEvents = async (tubeId: string) => (await shop.infra.eventStore.readStream(`tube-${tubeId}`)).map((e) => e.type);

/** Places a card order and returns it with the form GET /payment/redirect hands the browser. */
async function cardOrder(token: string, tubeId: string, body: Record<string, unknown>) {
  const r = await post(`/raffle/draw/multiple/${tubeId}`, token, { payment_method: 'credit_card', is_multiple: true, ...body });
  expect(r.status).toBe(200);
  const orderId = r.body.order.id as string;
  const redirect = await api(`/payment/redirect/${orderId}`, { token });
  expect(redirect.status).toBe(200);
  const toGateway = readForm(redirect.body.data.payment_form as string);
  expect(redirect.body.redirect_url).toBe(toGateway.action);
  return { placed: r.body, orderId, toGateway };
}

/** Through the dev gateway's page to its result: the form it posts the browser to ReturnURL with (NotifyURL already called). */
async function atGateway(toGateway: { action: string; fields: Record<string, string> }, action: 'pay' | 'cancel', amount: number) {
  expect(toGateway.action).toBe(`${shop.url}/api/dev-gateway/MPG/mpg_gateway`);
  const html = await (await postForm(toGateway.action, toGateway.fields)).text();
  expect(html).toContain(`NT$ ${amount}`);
  const choice = [...html.matchAll(/<form method="post" action="complete">([\s\S]*?)<\/form>/g)]
    .map((m) => readForm(`<form action="complete">${m[1]}</form>`))
    .find((f) => f.fields.action === action)!;
  const done = await postForm(`${shop.url}/api/dev-gateway/MPG/complete`, choice.fields);
  expect(done.status).toBe(200);
  return readForm(await done.text());
}

/** A gateway result signed with some keys, as NewebPay (or an attacker) would post it. */
function signedResult(result: object, keys = DEV_KEYS) {
  const info = encryptTradeInfo(JSON.stringify(result), keys);
  return { Status: 'SUCCESS', MerchantID: 'MS_DEV_SHOP', Version: '2.0', TradeInfo: info, TradeSha: tradeSha(info, keys) };
}

beforeAll(async () => {
  testShop = await startTestShop({ database: 'card_purchase', client: false });
  ({ shop, api, post } = testShop);
  await eventually(
    async () => (await api('/raffle/status/1001')).status,
    (s) => s === 200,
  );
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

it('names an order by its MerchantOrderNo and back', () => {
  const id = randomUUID();
  const no = cardMerchantOrderNo(id);
  expect(no).toMatch(/^K[0-9A-Z]{1,25}$/);
  expect(orderIdOfMerchantOrderNo(no)).toBe(id);
  expect(orderIdOfMerchantOrderNo('R20250101')).toBeNull();
});

describe('buying ichiban tickets by card', () => {
  let alice: { token: string; userId: string };
  let paid: { orderId: string; toReturn: { action: string; fields: Record<string, string> } };

  it('places the order pending, takes the points, and keeps nothing: the tube and its tickets stay open to everyone', async () => {
    alice = await buyer(1000);
    const before = await tubeEvents('1001-1');
    const { placed, orderId, toGateway } = await cardOrder(alice.token, '1001-1', {
      product_id: '1001',
      ticket_numbers: [6, 5],
      points_discount: 200,
    });
    expect(placed.order).toMatchObject({ status: 'pending', total_amount: 600, points_used: 200, token_amount: 0 });
    expect(placed.tickets).toEqual([]);
    expect(placed.lock).toMatchObject({ is_locked: false });
    expect((await api('/raffle/tube/1001-1/lock/status')).body).toMatchObject({ locked: false });
    expect(await tubeEvents('1001-1')).toEqual(before);
    expect((await wallet(alice.userId)).tokens).toBe(0);
    expect(await points(alice.userId)).toBe(800);
    const params = new URLSearchParams(decryptTradeInfo(toGateway.fields.TradeInfo!, DEV_KEYS));
    expect(params.get('Amt')).toBe('590');
    expect(params.get('MerchantOrderNo')).toBe(cardMerchantOrderNo(orderId));
    expect(params.get('NotifyURL')).toBe(`${shop.url}/api/payment/newebpay/notify`);
    expect(await drawn('1001-1')).toEqual([]);

    const toReturn = await atGateway(toGateway, 'pay', 590);
    paid = { orderId, toReturn };
  });

  it('draws the tickets once the gateway notifies, fills the box and returns to the draw screen', async () => {
    const result = await api(`/raffle/result/${paid.orderId}`, { token: alice.token });
    expect(result.body.order.status).toBe('completed');
    expect(result.body.tickets.map((t: { ticket_number: number }) => t.ticket_number)).toEqual([5, 6]);
    const box = await eventually(
      () => shop.infra.dataSource.getRepository(BoxItemRow).findBy({ userId: alice.userId }),
      (rows) => rows.length === 2,
    );
    expect(box.map((b) => b.itemId).sort()).toEqual([`${paid.orderId}-5`, `${paid.orderId}-6`]);
    const paidEvent = (await orderEvents(paid.orderId)).find((e) => e.type === 'OrderPaid');
    expect(paidEvent?.data).toMatchObject({
      tokensDebited: 0,
      pointsSpent: 200,
      card: { merchantOrderNo: cardMerchantOrderNo(paid.orderId), amount: 590 },
    });
    expect((await wallet(alice.userId)).tokens).toBe(0);

    expect(paid.toReturn.action).toBe(`${shop.url}/api/payment/newebpay/return`);
    const back = await postForm(paid.toReturn.action, paid.toReturn.fields);
    expect(back.status).toBe(303);
    const code = /^\/ichiban\/draw\/(.+)$/.exec(back.headers.get('location') ?? '')?.[1];
    expect(code).toBeTruthy();
    expect((await api(`/raffle/public/result/${code}`)).body.tickets).toHaveLength(2);
    expect((await api(`/payment/redirect/${paid.orderId}`, { token: alice.token })).body.redirect_url).toBe(`/ichiban/draw/${code}`);
  });

  it('changes nothing for a replayed notify, nor for forged or tampered ones', async () => {
    const before = await orderEvents(paid.orderId);
    const replay = await postForm(`${shop.url}/api/payment/newebpay/notify`, paid.toReturn.fields);
    expect(replay.status).toBe(200);
    const r = paid.toReturn.fields;
    const flipped = r.TradeInfo!.slice(0, -1) + (r.TradeInfo!.endsWith('0') ? '1' : '0');
    const result = JSON.parse(decryptTradeInfo(r.TradeInfo!, DEV_KEYS)) as { Result: Record<string, unknown> };
    const attacker = { hashKey: 'x'.repeat(32), hashIv: 'y'.repeat(16) };
    for (const forged of [
      { ...r, TradeInfo: flipped },
      signedResult({ ...result, Result: { ...result.Result, TradeNo: 'EVIL1' } }, attacker),
      { ...r, MerchantID: 'OTHER' },
    ]) {
      expect((await postForm(`${shop.url}/api/payment/newebpay/notify`, forged)).status).toBe(400);
    }
    expect(await orderEvents(paid.orderId)).toEqual(before);
    expect(await drawn('1001-1')).toEqual([5, 6]);
  });

  it('cancels the order when the card payment is cancelled, giving the points back, and drawing nothing', async () => {
    const bob = await buyer(400);
    const { orderId, toGateway } = await cardOrder(bob.token, '1001-2', { product_id: '1001', ticket_numbers: [7], points_discount: 200 });
    expect(await points(bob.userId)).toBe(200);
    const toReturn = await atGateway(toGateway, 'cancel', 290);
    const back = await postForm(toReturn.action, toReturn.fields);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!, shop.url);
    expect(location.pathname).toBe('/ichiban/ticket/1001');
    expect(location.searchParams.get('tube')).toBe('1001-2');
    expect(location.searchParams.get('message')).toBe('支付處理失敗，請稍後再試');
    expect((await orderEvents(orderId)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled']);
    expect(await points(bob.userId)).toBe(400);
    expect(await drawn('1001-2')).toEqual([]);
    expect((await api(`/payment/redirect/${orderId}`, { token: bob.token })).status).toBe(409);
  });

  describe('paid after others had the tube meanwhile', () => {
    let eve: { token: string; userId: string };
    let gone: { orderId: string; toGateway: { action: string; fields: Record<string, string> } };
    let past: { orderId: string; toGateway: { action: string; fields: Record<string, string> } };

    it('lets another member lock the tube and buy the chosen ticket while the card orders wait', async () => {
      eve = await buyer(400);
      const george = await buyer(0);
      gone = await cardOrder(eve.token, '1001-2', { product_id: '1001', ticket_numbers: [8], points_discount: 200 });
      past = await cardOrder(george.token, '1001-2', { product_id: '1001', ticket_numbers: [9] });
      const frank = await createBuyer(shop, { tokens: 1000, name: '代幣買家' });
      const bought = await post('/raffle/draw/multiple/1001-2', frank.token, { product_id: '1001', ticket_numbers: [8], is_multiple: true });
      expect(bought.status).toBe(200);
      expect(bought.body.lock).toMatchObject({ is_locked: true });
      expect(
        await eventually(
          () => drawn('1001-2'),
          (numbers) => numbers.length === 1,
        ),
      ).toEqual([8]);
      // A third card order now meets frank's lock: the spec's 423.
      const late = await post('/raffle/draw/multiple/1001-2', george.token, {
        product_id: '1001',
        ticket_numbers: [10],
        payment_method: 'credit_card',
      });
      expect(late.status).toBe(423);
    });

    it('cancels an order whose ticket went meanwhile, owes the payment back, gives the points back and says why', async () => {
      const toReturn = await atGateway(gone.toGateway, 'pay', 290);
      const back = await postForm(toReturn.action, toReturn.fields);
      expect(back.status).toBe(303);
      const location = new URL(back.headers.get('location')!, shop.url);
      expect(location.pathname).toBe('/ichiban/ticket/1001');
      expect(location.searchParams.get('payment')).toBe('tickets_gone');
      const events = await orderEvents(gone.orderId);
      expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled', 'OrderCardRefundDue']);
      expect(events[1]!.data).toMatchObject({ reason: messages.payment.cardTicketsGone });
      expect(events[2]!.data).toMatchObject({ userId: eve.userId, payment: { amount: 290 } });
      expect(await points(eve.userId)).toBe(400);
      expect(await drawn('1001-2')).toEqual([8]);
      const detail = await eventually(
        () => api(`/orders/${gone.orderId}`, { token: eve.token }),
        (d) => d.status === 200 && d.body.data.order.card_refund_due === 290,
      );
      expect(detail.body.data.order).toMatchObject({ status: 'cancelled', card_refund_due: 290 });
    });

    it('draws a paid order’s ticket while another member holds the tube: the lock came after the order', async () => {
      expect((await api('/raffle/tube/1001-2/lock/status')).body).toMatchObject({ locked: true });
      const toReturn = await atGateway(past.toGateway, 'pay', 300);
      const back = await postForm(toReturn.action, toReturn.fields);
      expect(back.headers.get('location')).toMatch(/^\/ichiban\/draw\//);
      expect((await orderEvents(past.orderId)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderFulfilled']);
      expect(
        await eventually(
          () => drawn('1001-2'),
          (numbers) => numbers.length === 2,
        ),
      ).toEqual([8, 9]);
      // The holder keeps the tube.
      expect((await api('/raffle/tube/1001-2/lock/status')).body).toMatchObject({ locked: true });
    });
  });

  it('does not mark the order paid when the card paid another amount, and owes that payment back', async () => {
    const carol = await buyer(0);
    const { orderId } = await cardOrder(carol.token, '1003-1', { product_id: '1003', ticket_numbers: [1] });
    const wrong = signedResult({
      Status: 'SUCCESS',
      Message: '授權成功',
      // A trade number of the dev gateway's form: it can refund it below.
      Result: { MerchantID: 'MS_DEV_SHOP', MerchantOrderNo: cardMerchantOrderNo(orderId), Amt: 1, TradeNo: 'DEVWRONGAMT1' },
    });
    expect((await postForm(`${shop.url}/api/payment/newebpay/notify`, wrong)).status).toBe(200);
    expect((await postForm(`${shop.url}/api/payment/newebpay/notify`, wrong)).status).toBe(200);
    const events = await orderEvents(orderId);
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCardRefundDue']);
    expect(events[1]!.data).toMatchObject({ payment: { tradeNo: 'DEVWRONGAMT1', amount: 1 } });
    expect(await drawn('1003-1')).toEqual([]);

    // 退款: staff refund it through the gateway (the dev gateway issued the trade, so it refunds it);
    // the order records the gateway's reference with the staff id, once.
    expect((await post(`/admin/card-refunds/${orderId}/refund`, carol.token, {})).status).toBe(403);
    const staff = await createBuyer(shop, { name: '客服退款二' });
    await shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
    const refunded = await post(`/admin/card-refunds/${orderId}/refund`, staff.token, {});
    expect(refunded.body).toEqual({ success: true, data: { order_number: orderId, status: 'refunded', amount: 1, reference: 'CLOSE-DEVWRONGAMT1' } });
    const again = await post(`/admin/card-refunds/${orderId}/refund`, staff.token, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.order.cardRefundNotDue);
    const after = await orderEvents(orderId);
    expect(after.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCardRefundDue', 'OrderCardRefunded']);
    expect(after[2]!.data).toEqual({
      orderId,
      userId: carol.userId,
      tradeNos: ['DEVWRONGAMT1'],
      amount: 1,
      reference: 'CLOSE-DEVWRONGAMT1',
      staffId: staff.userId,
    });
    // The dev gateway refunds a trade once, whoever asks.
    const postData = encryptTradeInfo(
      cardClosePostData({ merchantOrderNo: cardMerchantOrderNo(orderId), tradeNo: 'DEVWRONGAMT1', amount: 1 }, new Date()),
      DEV_KEYS,
    );
    const direct = await postForm(`${shop.url}/api/dev-gateway/API/CreditCard/Close`, { MerchantID_: 'MS_DEV_SHOP', PostData_: postData });
    expect(await direct.json()).toMatchObject({ Status: 'DEV_ALREADY_REFUNDED' });
  });

  it('cancels an order left unpaid past the timeout, and records a later card payment for staff to refund', async () => {
    const dave = await buyer(400);
    const { orderId, toGateway } = await cardOrder(dave.token, '1003-2', { product_id: '1003', ticket_numbers: [9, 10], points_discount: 200 });
    const { recovery } = shop;

    expect(await recovery.recoverOrder(orderId, new Date(Date.now() + 60_000))).toBeNull();
    expect(await recovery.recoverOrder(orderId, new Date(Date.now() + CARD_PAYMENT_TIMEOUT_MS + 1000))).toBe('cancelled');
    expect(await points(dave.userId)).toBe(400);
    expect((await api(`/payment/redirect/${orderId}`, { token: dave.token })).status).toBe(409);

    // The dev gateway charges only orders still pending, so it refuses this one now…
    const late = await postForm(toGateway.action, toGateway.fields);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('查無此待付款訂單');
    // …but NewebPay may finish a payment the buyer began before the timeout: its result comes late.
    const result = signedResult({
      Status: 'SUCCESS',
      Message: '授權成功',
      Result: { MerchantID: 'MS_DEV_SHOP', MerchantOrderNo: cardMerchantOrderNo(orderId), Amt: 490, TradeNo: 'LATEPAY1' },
    });
    const toReturn = { action: `${shop.url}/api/payment/newebpay/return`, fields: result };
    await postForm(`${shop.url}/api/payment/newebpay/notify`, toReturn.fields);
    const back = await postForm(toReturn.action, toReturn.fields);
    expect(new URL(back.headers.get('location')!, shop.url).pathname).toBe('/ichiban/ticket/1003');
    const events = await orderEvents(orderId);
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled', 'OrderCardRefundDue']);
    expect(events[2]!.data).toMatchObject({ userId: dave.userId, payment: { amount: 490, merchantOrderNo: cardMerchantOrderNo(orderId) } });
    expect(await drawn('1003-2')).toEqual([]);
    expect(await points(dave.userId)).toBe(400);
    // The member sees the order cancelled, with the late payment owed back to the card.
    const detail = await eventually(
      () => api(`/orders/${orderId}`, { token: dave.token }),
      (d) => d.status === 200 && d.body.data.order.card_refund_due === 490,
    );
    expect(detail.body.data.order).toMatchObject({ status: 'cancelled', card_refund_due: 490, card_refunded: 0 });

    // Staff see it in the refund queue, refund it at the gateway and record the gateway's reference.
    const staff = await createBuyer(shop, { name: '客服退款' });
    await shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
    expect((await api('/admin/card-refunds?status=due', { token: dave.token })).status).toBe(403);
    expect((await post(`/admin/card-refunds/${orderId}/refunded`, dave.token, { reference: 'RF1' })).status).toBe(403);
    const due = await eventually(
      () => api('/admin/card-refunds?status=due&per_page=100', { token: staff.token }),
      (r) => r.status === 200 && (r.body.data as { order_number: string }[]).some((o) => o.order_number === orderId),
    );
    expect(due.body.data.find((o: { order_number: string }) => o.order_number === orderId)).toMatchObject({
      user_id: dave.userId,
      amount: 490,
      trade_no: 'LATEPAY1',
      reference: null,
    });
    // 退款 through the gateway: it does not know this trade and refuses; staff fall back to recording by hand.
    expect((await post(`/admin/card-refunds/${orderId}/refund`, dave.token, {})).status).toBe(403);
    const refused = await post(`/admin/card-refunds/${orderId}/refund`, staff.token, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: messages.order.cardRefundGatewayRefused('查無此筆交易'),
      gateway_message: '查無此筆交易',
    });
    expect((await orderEvents(orderId)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled', 'OrderCardRefundDue']);
    const blank = await post(`/admin/card-refunds/${orderId}/refunded`, staff.token, { reference: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(messages.order.cardRefundReferenceRequired);
    const marked = await post(`/admin/card-refunds/${orderId}/refunded`, staff.token, { reference: 'RF-LATEPAY1' });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ success: true, data: { order_number: orderId, status: 'refunded', amount: 490, reference: 'RF-LATEPAY1' } });
    const twice = await post(`/admin/card-refunds/${orderId}/refunded`, staff.token, { reference: 'RF-LATEPAY1' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.order.cardRefundNotDue);
    const events2 = await orderEvents(orderId);
    expect(events2.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled', 'OrderCardRefundDue', 'OrderCardRefunded']);
    expect(events2[3]!.data).toEqual({
      orderId,
      userId: dave.userId,
      tradeNos: ['LATEPAY1'],
      amount: 490,
      reference: 'RF-LATEPAY1',
      staffId: staff.userId,
    });

    // The member's order says the payment was refunded; the queue lists it as refunded, no longer due.
    const after = await eventually(
      () => api(`/orders/${orderId}`, { token: dave.token }),
      (d) => d.status === 200 && d.body.data.order.card_refunded === 490,
    );
    expect(after.body.data.order).toMatchObject({ status: 'cancelled', card_refund_due: 490, card_refunded: 490 });
    const refunded = await api('/admin/card-refunds?status=refunded&per_page=100', { token: staff.token });
    expect(refunded.body.data.find((o: { order_number: string }) => o.order_number === orderId)).toMatchObject({
      amount: 490,
      reference: 'RF-LATEPAY1',
    });
    const stillDue = await api('/admin/card-refunds?status=due&per_page=100', { token: staff.token });
    expect((stillDue.body.data as { order_number: string }[]).map((o) => o.order_number)).not.toContain(orderId);
  });
});
