// The shop over real HTTP on real PostgreSQL: items, checkout with tokens (server prices only),
// stock that is never oversold, card orders that reserve stock and release it when they expire,
// card payment through the dev MPG gateway, e-invoice and recipient checks, and the one order
// history that lists every kind of order with its tab counts; staff ship and deliver shop orders.
import { ERASED, messages } from '@shop/contracts';
import { readModelEntities } from '@shop/projections';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { RunningShop } from '../../shop-app';
import { CARD_PAYMENT_TIMEOUT_MS } from '../../purchases/purchase.decide';
import { systemMetadata } from '../../http/request-metadata';
import { GrantCouponCommand, WalletReader } from '../wallet/wallet.public';

// Each step registers members and waits for read models: slow when the machine is busy.
jest.setTimeout(90_000);

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];
let post: TestShop['post'];

const recipient = { recipient_name: '王小明', recipient_phone: '0912345678', recipient_address: '台北市信義區市府路 1 號' };
const invoice = { invoice_type: 'donation', email: 'buyer@example.tw', donation_code: '88888' };
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`no form in ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!.replace(/&#38;/g, '&');
  return { action: form[1]!.replace(/&#38;/g, '&'), fields };
}

const stock = async (id: string) => (await api(`/shop/items/${id}`)).body.data.stock as number;
const tokens = async (userId: string) => (await new WalletReader(shop.infra.eventStore).wallet(userId)).tokens;
const checkout = (token: string, body: Record<string, unknown>) => post('/orders', token, { ...recipient, ...body });
const counts = async (token: string) => (await api('/orders/status/counts', { token })).body.data as Record<string, number>;

beforeAll(async () => {
  testShop = await startTestShop({ database: 'shop', client: false });
  ({ shop, api, post } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('the shop', () => {
  it('lists items by page and shows one with hot recommendations', async () => {
    const page = await api('/shop/items?page=1&limit=10');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 12, current_page: 1, last_page: 2 });
    expect(page.body.data).toHaveLength(10);
    expect((await api('/shop/items?page=2&limit=10')).body.data).toHaveLength(2);
    const one = await api('/shop/items/s10');
    expect(one.body.data).toMatchObject({ id: 's10', title: '皮革鑰匙圈', price: 320, stock: 3 });
    expect(one.body.hot.length).toBeGreaterThan(0);
    expect(one.body.hot.map((i: { id: string }) => i.id)).not.toContain('s10');
    expect((await api('/shop/items/nope')).status).toBe(404);
  });

  it('prices a token checkout on the server, whatever price the client sends', async () => {
    const buyer = await createBuyer(shop, { tokens: 2000 });
    const r = await checkout(buyer.token, { payment_method: 'balance', items: [{ product_id: 's01', quantity: 2, price: 1, type: 'shop' }] });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'paid', payment_method: 'balance' });
    expect(await tokens(buyer.userId)).toBe(2000 - 2 * 590);
    expect(await stock('s01')).toBe(28);
    const detail = await eventually(
      () => api(`/orders/${r.body.data.order_number}`, { token: buyer.token }),
      (d) => d.status === 200 && d.body.data.order.status === 'processing',
    );
    expect(detail.body.data.order).toMatchObject({
      order_type: 'shop',
      payment_status: 'paid',
      total_amount: 1180,
      final_amount: 1180,
      token_amount: 1180,
      is_token_payment: true,
      recipient: { name: '王小明', phone: '0912345678' },
    });
    expect(detail.body.data.items).toEqual([
      { item_name: '角色印花 T 恤', item_image_url: '/demo/shop/s01.svg', variation: '', quantity: 2, unit_price: 590, subtotal: 1180 },
    ]);
    // Someone else's order does not exist for this member.
    const other = await createBuyer(shop);
    expect((await api(`/orders/${r.body.data.order_number}`, { token: other.token })).status).toBe(404);
  });

  it('refuses what the buyer cannot pay or the shop cannot sell, writing nothing', async () => {
    const poor = await createBuyer(shop, { tokens: 100 });
    const r = await checkout(poor.token, { items: [{ product_id: 's02', quantity: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('代幣餘額不足，將導向充值頁面');
    expect(await stock('s02')).toBe(20);
    const rich = await createBuyer(shop, { tokens: 100_000 });
    const tooMany = await checkout(rich.token, { items: [{ product_id: 's03', quantity: 9 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('庫存不足，僅剩 8 件');
    expect((await checkout(rich.token, { items: [] })).body.message).toBe('訂單商品數據不能為空');
    expect((await checkout(rich.token, { items: [{ product_id: 's12', quantity: 1 }] })).body.message).toBe('庫存不足，僅剩 0 件');
  });

  it('checks the recipient and, for card payment, the e-invoice', async () => {
    const buyer = await createBuyer(shop, { tokens: 10_000 });
    const items = [{ product_id: 's04', quantity: 1 }];
    expect((await post('/orders', buyer.token, { items })).body.message).toBe('請填寫姓名');
    expect((await checkout(buyer.token, { items, recipient_name: 'a@b.tw' })).body.message).toBe('姓名欄位不可填寫email地址，請填寫真實姓名');
    expect((await checkout(buyer.token, { items, recipient_phone: '12345' })).body.message).toBe('手機號碼格式錯誤');
    const card = (extra: Record<string, unknown>) => checkout(buyer.token, { items, payment_method: 'credit_card', ...extra });
    expect((await card({})).body).toMatchObject({ message: '請先設定發票類型', redirect: '/settings/invoice' });
    expect((await card({ invoice_type: 'personal', email: 'x@y.tw', carrier_code: '/12' })).body.message).toBe('手機載具格式錯誤，EX: /123-ABC');
    expect((await card({ invoice_type: 'personal', email: 'nope', carrier_code: '/123-ABC' })).body.message).toBe('請輸入正確的 E-mail 格式');
    expect((await card({ invoice_type: 'company', email: 'x@y.tw', buyer_name: '測試公司', buyer_ubn: '12345678' })).body.message).toBe(
      '統一編號須為 8 碼數字',
    );
    expect((await card({ invoice_type: 'company', email: 'x@y.tw', buyer_ubn: '04595257' })).body.message).toBe('請填寫公司行號抬頭');
    const ok = await card({ invoice_type: 'company', email: 'x@y.tw', buyer_name: '測試公司', buyer_ubn: '04595257' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('pending');
    // The invoice is recorded on the order and shown with it.
    const detail = await eventually(
      () => api(`/orders/${ok.body.data.order_number}`, { token: buyer.token }),
      (d) => d.status === 200,
    );
    expect(detail.body.data.order.invoice).toEqual({
      invoice_type: 'company',
      email: 'x@y.tw',
      carrier_code: null,
      buyer_ubn: '04595257',
      buyer_name: '測試公司',
      donation_code: null,
    });
    // A token order without an invoice has none.
    const plain = await checkout(buyer.token, { items });
    const plainDetail = await eventually(
      () => api(`/orders/${plain.body.data.order_number}`, { token: buyer.token }),
      (d) => d.status === 200,
    );
    expect(plainDetail.body.data.order.invoice).toBeNull();
  });
});

describe('coupons and points', () => {
  const grant = (userId: string, couponId: string, minPurchase: number) =>
    shop.commands.execute(
      new GrantCouponCommand(
        {
          userId,
          couponId,
          title: '商城折 100',
          amount: 100,
          minPurchase,
          description: '',
          categoryIds: ['shop'],
          productIds: [],
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          source: 'admin',
        },
        systemMetadata(new Date()),
      ),
    );

  it('takes the coupon and points off a token order, and the card’s share off a card order', async () => {
    const buyer = await createBuyer(shop, { tokens: 1000, points: 400 });
    await grant(buyer.userId, 'c-tok', 500);
    const r = await checkout(buyer.token, { items: [{ product_id: 's07', quantity: 1 }], coupon_id: 'c-tok', points_discount: 200 });
    expect(r.status).toBe(200);
    expect(await tokens(buyer.userId)).toBe(1000 - (690 - 10 - 100));
    const order = await eventually(
      () => api(`/orders/${r.body.data.order_number}`, { token: buyer.token }),
      (d) => d.status === 200,
    );
    expect(order.body.data.order).toMatchObject({ total_amount: 690, discount_amount: 10, coupon_discount: 100, final_amount: 580 });

    const carder = await createBuyer(shop);
    await grant(carder.userId, 'c-card', 500);
    const card = await checkout(carder.token, {
      items: [{ product_id: 's07', quantity: 1 }],
      coupon_id: 'c-card',
      payment_method: 'credit_card',
      ...invoice,
    });
    expect(card.status).toBe(200);
    const form = await api(`/payment/mpg/${card.body.data.order_number}`, { token: carder.token });
    expect(form.status).toBe(200);
  });
});

describe('stock', () => {
  it('never sells more than the last units to buyers checking out at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createBuyer(shop, { tokens: 1000 })));
    const results = await Promise.all(buyers.map((b) => checkout(b.token, { items: [{ product_id: 's10', quantity: 1 }] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.message).toBe('庫存不足，僅剩 0 件');
    expect(await stock('s10')).toBe(0);
    const charged = (await Promise.all(buyers.map((b) => tokens(b.userId)))).filter((t) => t === 1000 - 320);
    expect(charged).toHaveLength(3);
  });

  it('reserves a card order’s units and releases them when it expires unpaid', async () => {
    const buyer = await createBuyer(shop, { points: 400 });
    const before = await stock('s11');
    const r = await checkout(buyer.token, {
      items: [{ product_id: 's11', quantity: 2 }],
      payment_method: 'credit_card',
      points_discount: 200,
      ...invoice,
    });
    expect(r.status).toBe(200);
    const no = r.body.data.order_number as string;
    expect(await stock('s11')).toBe(before - 2);
    // Reserved units are not for sale to anyone else meanwhile.
    const rival = await createBuyer(shop, { tokens: 100_000 });
    expect((await checkout(rival.token, { items: [{ product_id: 's11', quantity: before - 1 }] })).body.message).toBe(
      `庫存不足，僅剩 ${before - 2} 件`,
    );

    expect(await shop.recovery.recoverOrder(no, new Date(Date.now() + 60_000))).toBeNull();
    expect(await shop.recovery.recoverOrder(no, new Date(Date.now() + CARD_PAYMENT_TIMEOUT_MS + 1000))).toBe('cancelled');
    expect(await stock('s11')).toBe(before);
    const order = await eventually(
      () => api(`/orders/${no}`, { token: buyer.token }),
      (d) => d.body.data?.order.status === 'cancelled',
    );
    expect(order.body.data.order.payment_status).toBe('failed');
    expect((await api(`/payment/mpg/${no}`, { token: buyer.token })).status).toBe(409);
  });

  it('sells a card order’s units once the dev gateway is paid, and shows the payment result', async () => {
    const buyer = await createBuyer(shop);
    const before = await stock('s05');
    const r = await checkout(buyer.token, { items: [{ product_id: 's05', quantity: 1 }], payment_method: 'credit_card', ...invoice });
    const no = r.body.data.order_number as string;
    const mpg = await api(`/payment/mpg/${no}`, { token: buyer.token });
    expect(mpg.status).toBe(200);
    const toGateway = readForm(mpg.body.data.form_html as string);
    expect(toGateway.action).toBe(`${shop.url}/api/dev-gateway/MPG/mpg_gateway`);
    const page = await (await postForm(toGateway.action, toGateway.fields)).text();
    expect(page).toContain('NT$ 380');
    const pay = [...page.matchAll(/<form method="post" action="complete">([\s\S]*?)<\/form>/g)]
      .map((m) => readForm(`<form action="complete">${m[1]}</form>`))
      .find((f) => f.fields.action === 'pay')!;
    const toReturn = readForm(await (await postForm(`${shop.url}/api/dev-gateway/MPG/complete`, pay.fields)).text());
    const back = await postForm(toReturn.action, toReturn.fields);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!, shop.url);
    expect(location.pathname).toBe('/order/success');
    expect(Object.fromEntries(location.searchParams)).toEqual({ orderId: no, orderType: 'shop', status: 'success' });
    expect(await stock('s05')).toBe(before - 1);
    const order = await eventually(
      () => api(`/orders/${no}`, { token: buyer.token }),
      (d) => d.body.data?.order.payment_status === 'paid',
    );
    expect(order.body.data.order).toMatchObject({ status: 'processing', payment_method: 'credit_card', final_amount: 380, is_token_payment: false });
  });
});

describe('the order history', () => {
  it('lists kuji, recharge and shop orders under their tabs with counts', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const kuji = await post('/raffle/draw/multiple/1002-1', buyer.token, { product_id: '1002', ticket_numbers: [1] });
    expect(kuji.status).toBe(200);
    const recharge = await post('/recharge', buyer.token, { amount: 100, ...invoice });
    expect(recharge.status).toBe(200);
    const shopOrder = await checkout(buyer.token, { items: [{ product_id: 's06', quantity: 1 }] });
    expect(shopOrder.status).toBe(200);

    const all = await eventually(
      () => api('/orders?page=1&per_page=10&status=all', { token: buyer.token }),
      (r) => r.body.data?.total === 3,
    );
    expect(all.body.data.data.map((o: { order_type: string }) => o.order_type).sort()).toEqual(['kuji', 'shop', 'token_recharge']);
    expect(await counts(buyer.token)).toEqual({ all: 3, pending: 1, processing: 1, shipping: 0, completed: 1 });
    const tab = async (status: string) =>
      (await api(`/orders?status=${status}`, { token: buyer.token })).body.data.data.map((o: { order_type: string }) => o.order_type);
    expect(await tab('pending')).toEqual(['token_recharge']);
    expect(await tab('processing')).toEqual(['shop']);
    expect(await tab('completed')).toEqual(['kuji']);
    expect(await tab('shipping')).toEqual([]);
    expect((await api('/orders', { token: '' })).status).toBe(401);
  });
});

describe('shop orders in the fulfilment queue', () => {
  it('lists a paid shop order for staff only; staff ship it with a tracking number, then deliver it; the member sees each step', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const placed = await checkout(buyer.token, { items: [{ product_id: 's08', quantity: 2 }], customer_note: '請放管理室' });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_number as string;
    // An unpaid card order is not the warehouse's yet.
    const unpaid = await checkout(buyer.token, { items: [{ product_id: 's08', quantity: 1 }], payment_method: 'credit_card', ...invoice });
    const unpaidId = unpaid.body.data.order_number as string;

    // Staff only, for visitors and members alike.
    expect((await api('/admin/shipping-orders')).status).toBe(403);
    expect((await api('/admin/shipping-orders', { token: buyer.token })).status).toBe(403);
    const ship = { carrier: '黑貓宅急便', tracking_number: 'TW-SHOP-0001' };
    expect((await post(`/admin/shipping-orders/${orderId}/ship`, buyer.token, ship)).status).toBe(403);
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, buyer.token, {})).status).toBe(403);

    const staff = await createBuyer(shop, { name: '倉管' });
    await shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
    const queue = await eventually(
      () => api('/admin/shipping-orders?status=paid&per_page=100', { token: staff.token }),
      (r) => r.body.data?.some((o: { order_id: string }) => o.order_id === orderId),
    );
    expect(queue.body.data.find((o: { order_id: string }) => o.order_id === orderId)).toMatchObject({
      kind: 'shop',
      user_id: buyer.userId,
      status: 'paid',
      recipient_name: '王小明',
      recipient_phone: '0912345678',
      address_detail: '台北市信義區市府路 1 號',
      customer_note: '請放管理室',
      items: [expect.objectContaining({ id: 's08', item_name: expect.stringContaining('× 2') })],
    });
    expect(queue.body.data.map((o: { order_id: string }) => o.order_id)).not.toContain(unpaidId);
    expect((await post(`/admin/shipping-orders/${unpaidId}/ship`, staff.token, ship)).body).toEqual({
      success: false,
      message: messages.box.shippingOrderNotFound,
    });
    // Not shipped yet: cannot be delivered; the tracking number is required.
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, staff.token, {})).body.message).toBe(messages.box.notShippedYet);
    expect((await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, { carrier: '黑貓宅急便' })).body.message).toBe(
      messages.box.trackingNumberRequired,
    );

    expect((await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, ship)).body).toEqual({
      success: true,
      data: { order_id: orderId, status: 'shipped', ...ship },
    });
    expect((await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, ship)).body.message).toBe(messages.box.alreadyShipped);
    const events = await shop.infra.eventStore.readStream(`order-${orderId}`);
    expect(events.find((e) => e.type === 'OrderShipped')?.data).toEqual({
      orderId,
      userId: buyer.userId,
      carrier: '黑貓宅急便',
      trackingNumber: 'TW-SHOP-0001',
      staffId: staff.userId,
    });

    // The member: the shipping tab with the tracking number, the counts, the detail and a notification.
    const shippingTab = await eventually(
      () => api('/orders?status=shipping', { token: buyer.token }),
      (r) => r.body.data.total === 1,
    );
    expect(shippingTab.body.data.data[0]).toMatchObject({
      order_number: orderId,
      order_type: 'shop',
      status: 'shipping',
      tracking_number: 'TW-SHOP-0001',
    });
    expect(await counts(buyer.token)).toMatchObject({ processing: 0, shipping: 1, completed: 0 });
    expect((await api(`/orders/${orderId}`, { token: buyer.token })).body.data.order).toMatchObject({
      status: 'shipping',
      tracking_number: 'TW-SHOP-0001',
    });
    const told = await eventually(
      () => api('/notifications', { token: buyer.token }),
      (r) => r.body.data.some((n: { title: string }) => n.title === '商品已出貨'),
    );
    expect(told.body.data.filter((n: { title: string }) => n.title === '商品已出貨')).toEqual([
      expect.objectContaining({ desc: '您的商城訂單已交由黑貓宅急便配送，物流單號 TW-SHOP-0001，約 5 至 10 個工作天送達。', read: false }),
    ]);

    // Delivered: done, once.
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, staff.token, {})).body).toEqual({
      success: true,
      data: { order_id: orderId, status: 'delivered' },
    });
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, staff.token, {})).status).toBe(200);
    const completed = await eventually(
      () => api('/orders?status=completed', { token: buyer.token }),
      (r) => r.body.data.data.some((o: { order_number: string }) => o.order_number === orderId),
    );
    expect(completed.body.data.data.find((o: { order_number: string }) => o.order_number === orderId)).toMatchObject({
      status: 'delivered',
      tracking_number: 'TW-SHOP-0001',
    });
    expect(await counts(buyer.token)).toMatchObject({ shipping: 0, completed: 1 });
    const delivered = await eventually(
      () => api('/admin/shipping-orders?status=delivered&per_page=100', { token: staff.token }),
      (r) => r.body.data?.some((o: { order_id: string }) => o.order_id === orderId),
    );
    expect(delivered.body.data.find((o: { order_id: string }) => o.order_id === orderId)).toMatchObject({
      kind: 'shop',
      tracking_number: 'TW-SHOP-0001',
    });
    expect((await shop.infra.eventStore.readStream(`order-${orderId}`)).filter((e) => e.type === 'OrderDelivered')).toHaveLength(1);
  });
});

describe("a shop order's personal data", () => {
  it('is kept encrypted in the log and, once the account is closed, reads as erased for support and in every rebuilt read model', async () => {
    const traces = { name: '閉戶收件人', phone: '0933111222', address: '臺南市中西區閉戶路 7 號', email: 'closing-buyer@example.tw' };
    const buyer = await createBuyer(shop, { tokens: 2000 });
    const r = await post('/orders', buyer.token, {
      recipient_name: traces.name,
      recipient_phone: traces.phone,
      recipient_address: traces.address,
      ...invoice,
      email: traces.email,
      payment_method: 'balance',
      items: [{ product_id: 's01', quantity: 1, price: 1, type: 'shop' }],
    });
    expect(r.status).toBe(200);
    const orderId = r.body.data.order_number as string;
    const inLog = async () =>
      (
        await shop.infra.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM es_events WHERE ${Object.keys(traces)
            .map((_, i) => `data::text LIKE $${i + 1}`)
            .join(' OR ')}`,
          Object.values(traces).map((t) => `%${t}%`),
        )
      )[0]!.n;
    expect(await inLog()).toBe(0);
    // The member's own order page shows them while the account is open.
    const detail = await eventually(
      () => api(`/orders/${orderId}`, { token: buyer.token }),
      (d) => d.status === 200,
    );
    expect(detail.body.data.order).toMatchObject({
      recipient: { name: traces.name, phone: traces.phone, address: traces.address },
      invoice: { email: traces.email },
    });

    expect((await post('/user/close-account', buyer.token, { password: 'secret-pass' })).status).toBe(200);
    const support = await createBuyer(shop, { name: '客服', role: 'support' });
    const history = await eventually(
      () => api(`/admin/users/${buyer.userId}/events?limit=100`, { token: support.token }),
      (h) => h.body.data?.some((e: { type: string }) => e.type === 'AccountClosed'),
    );
    const placed = history.body.data.find((e: { type: string }) => e.type === 'OrderPlaced');
    expect(placed.data).toMatchObject({ recipientName: ERASED, recipientPhone: ERASED, recipientAddress: ERASED, invoiceEmail: ERASED });
    expect(JSON.stringify(history.body)).not.toMatch(new RegExp(Object.values(traces).join('|')));

    await shop.infra.runner.stop();
    await shop.infra.runner.rebuild();
    await shop.infra.runner.start();
    const tables = readModelEntities.map((e) => shop.infra.dataSource.getMetadata(e).tableName);
    const dump = (await Promise.all(tables.map(async (t) => JSON.stringify(await shop.infra.dataSource.query(`SELECT * FROM ${t}`))))).join('\n');
    for (const trace of Object.values(traces)) expect(dump).not.toContain(trace);
    expect(dump).toContain(orderId);
  });
});
