// Shipping from the prize box over real HTTP on real PostgreSQL: the address book and its
// messages, selecting, the fee check, paying the fee from tokens (or not, when short), a free
// shipment of 5, two orders racing for one item, and staff marking a parcel shipped.
import { messages, type BoxItem } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer, creditWallet } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { BoxExpirySchedule } from './expire-items/box-expiry.schedule';
import { carryOverAddresses } from '../../addresses/addresses.public';

let testShop: TestShop;
let api: TestShop['api'];
let post: TestShop['post'];
const put = (path: string, token: string, body?: unknown) =>
  api(path, { method: 'PUT', token, body: body === undefined ? undefined : JSON.stringify(body) });

const home = { name: '王小明', phone: '0912-345-678', city: '臺北市', district: '大安區', address_detail: '復興南路一段 1 號', is_default: false };

beforeAll(async () => {
  testShop = await startTestShop({ database: 'shipping', client: false });
  ({ api, post } = testShop);
  await eventually(
    async () => (await api('/raffle/status/1002')).status,
    (status) => status === 200,
  );
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

/** A member who won `count` ichiban prizes and then holds exactly `tokensLeft` tokens. */
async function winner(count: number, tokensLeft: number) {
  const [product] = await testShop.shop.infra.dataSource.query(`SELECT COALESCE(discount_price, price) AS price FROM products WHERE id = '1002'`);
  const buyer = await createBuyer(testShop.shop, { tokens: product.price * count + tokensLeft });
  const r = await post('/raffle/draw/multiple/1002-1', buyer.token, {
    payment_method: 'balance',
    product_id: '1002',
    random_count: count,
    is_multiple: true,
  });
  expect(r.status).toBe(200);
  // The next winner need not wait out this buyer's hold on the tube.
  await post('/raffle/tube/1002-1/release', buyer.token, {});
  const { body: box } = await eventually(
    () => api('/user/box-items', { token: buyer.token }),
    (res) => res.body.total === count,
  );
  expect((await api('/user', { token: buyer.token })).body.data).toMatchObject({ tokens: tokensLeft, box_count: count });
  return { ...buyer, items: (box.data as BoxItem[]).map((i) => i.id) };
}

describe('the address book', () => {
  it('checks every field with the spec’s messages and keeps exactly one default', async () => {
    const m = await createBuyer(testShop.shop);
    const bad = async (body: object) => (await post('/user/addresses', m.token, { ...home, ...body })).body.message;
    expect(await bad({ name: '' })).toBe(messages.address.recipientNameRequired);
    expect(await bad({ name: 'me@example.com' })).toBe(messages.address.nameIsEmail);
    expect(await bad({ phone: '' })).toBe(messages.address.phoneRequired);
    expect(await bad({ phone: '0812345678' })).toBe(messages.address.phoneInvalid);
    expect(await bad({ city: '' })).toBe(messages.address.areaRequired);
    expect(await bad({ district: '板橋區' })).toBe(messages.address.areaRequired);
    expect(await bad({ address_detail: ' ' })).toBe(messages.address.detailRequired);

    const first = await post('/user/addresses', m.token, home);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([{ ...home, id: expect.any(String), phone: '0912345678', is_default: true }]);
    const second = await post('/user/addresses', m.token, { ...home, name: '王媽媽', is_default: true });
    expect(second.body.data.map((a: { name: string; is_default: boolean }) => [a.name, a.is_default])).toEqual([
      ['王媽媽', true],
      ['王小明', false],
    ]);
    const [mom, me] = second.body.data;
    const back = await put(`/user/addresses/${me.id}/default`, m.token);
    expect(back.body.data.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [me.id, true],
      [mom.id, false],
    ]);
    const edited = await put(`/user/addresses/${mom.id}`, m.token, { ...home, name: '王媽媽', address_detail: '新地址 2 號' });
    expect(edited.body.data[1]).toMatchObject({ id: mom.id, address_detail: '新地址 2 號', is_default: false });
    // Deleting the default hands the mark to the address left.
    const left = await api(`/user/addresses/${me.id}`, { method: 'DELETE', token: m.token });
    expect(left.body.data).toEqual([expect.objectContaining({ id: mom.id, is_default: true })]);
    // Someone else's address is not found.
    const other = await createBuyer(testShop.shop);
    expect((await put(`/user/addresses/${mom.id}/default`, other.token)).status).toBe(404);
    expect((await api('/user/addresses', { token: other.token })).body.data).toEqual([]);

    // Every change is an event of the member's book, the personal fields encrypted in the store.
    const book = await testShop.shop.infra.eventStore.readStream(`addresses-${m.userId}`);
    expect(book.map((e) => e.type)).toEqual([
      'AddressAdded',
      'AddressAdded',
      'DefaultAddressChosen',
      'AddressChanged',
      'AddressRemoved',
      'DefaultAddressChosen',
    ]);
    const [stored] = (await testShop.shop.infra.dataSource.query(
      `SELECT data FROM es_events WHERE stream_id = $1 AND type = 'AddressAdded' ORDER BY revision LIMIT 1`,
      [`addresses-${m.userId}`],
    )) as { data: { name: string; city: string } }[];
    expect(stored!.data.name).not.toBe('王小明');
    expect(stored!.data.city).toBe(home.city);
  });

  it('carries address rows written before the book was events over once, and removes them', async () => {
    const m = await createBuyer(testShop.shop);
    const { dataSource, eventStore } = testShop.shop.infra;
    const legacyRows = () =>
      dataSource.query(
        `INSERT INTO addresses (id, user_id, name, phone, city, district, address_detail, is_default, created_at) VALUES
           ('5c1f0000-0000-4000-8000-000000000001', $1, '王小明', '0912345678', $2, $3, $4, false, '2026-01-01T00:00:00Z'),
           ('5c1f0000-0000-4000-8000-000000000002', $1, '王媽媽', '0912345678', $2, $3, $4, true, '2026-02-01T00:00:00Z')`,
        [m.userId, home.city, home.district, home.address_detail],
      );
    const rowsLeft = async () =>
      ((await dataSource.query('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [m.userId])) as { n: number }[])[0]!.n;
    await legacyRows();
    expect(await carryOverAddresses(dataSource, eventStore)).toBe(1);
    expect(await carryOverAddresses(dataSource, eventStore)).toBe(0);
    expect(await rowsLeft()).toBe(0);
    const events = await eventStore.readStream(`addresses-${m.userId}`);
    expect(events.map((e) => [e.type, e.metadata.occurredAt])).toEqual([
      ['AddressAdded', '2026-01-01T00:00:00.000Z'],
      ['AddressAdded', '2026-02-01T00:00:00.000Z'],
    ]);
    expect(
      (await api('/user/addresses', { token: m.token })).body.data.map((a: { name: string; is_default: boolean }) => [a.name, a.is_default]),
    ).toEqual([
      ['王媽媽', true],
      ['王小明', false],
    ]);
    // A carry-over cut short after its append (the rows still there) appends nothing new when run again.
    await legacyRows();
    await carryOverAddresses(dataSource, eventStore);
    expect(await eventStore.readStream(`addresses-${m.userId}`)).toHaveLength(2);
  });
});

describe('shipping from the box', () => {
  it('selects, quotes 60 for 2 items, refuses when tokens are short, then pays and ships', async () => {
    const m = await winner(2, 59);
    const address = (await post('/user/addresses', m.token, home)).body.data[0].id as string;
    const [a, b] = m.items as [string, string];

    expect((await post(`/user/box-items/${a}/select-for-shipping`, m.token, { quantity: 1 })).body.data).toEqual([{ id: a, status: 'selected' }]);
    expect((await post(`/user/box-items/${a}/cancel-selection`, m.token, {})).body.data).toEqual([{ id: a, status: 'available' }]);
    expect(
      (
        await post('/user/box-items/batch-select-for-shipping', m.token, {
          items: [
            { id: a, quantity: 1 },
            { id: b, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await post('/user/box-items/nope/select-for-shipping', m.token, {})).body.message).toBe(messages.box.itemNotFoundOrBadStatus);

    const order = { item_ids: [a, b], address_id: address, shipping_method: 'standard', customer_note: '', payment_method: 'balance' };
    const check = await post('/user/box-items/shipping-order', m.token, { ...order, action: 'check' });
    expect(check.body).toMatchObject({
      success: true,
      requires_payment: true,
      shipping_fee: 60,
      data: { items_count: 2, shipping_method: 'standard' },
    });
    expect((await post('/user/box-items/shipping-order', m.token, { ...order, item_ids: [], action: 'check' })).body.message).toBe(
      messages.box.noItemsSelected,
    );
    expect((await post('/user/box-items/shipping-order', m.token, { ...order, address_id: '', action: 'check' })).body.message).toBe(
      messages.box.selectAddress,
    );

    // One token short: refused with the shortfall, nothing charged or changed.
    const short = await post('/user/box-items/shipping-order', m.token, { ...order, action: 'confirm' });
    expect(short).toEqual({ status: 400, body: { success: false, message: messages.box.insufficientTokens, shortfall: 1 } });
    expect((await post('/user/box-items/shipping-order', m.token, { ...order, action: 'check' })).body.data).toMatchObject({
      tokens: 59,
      shortfall: 1,
    });
    await creditWallet(testShop.shop, m.userId, { tokens: 41 });
    const tokens = 100;
    const confirmed = await post('/user/box-items/shipping-order', m.token, { ...order, action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, shipping_fee: 60, data: { tokens: tokens - 60, order_id: expect.any(String) } });
    const orderId = confirmed.body.data.order_id as string;

    // The same items cannot go out twice.
    const again = await post('/user/box-items/shipping-order', m.token, { ...order, action: 'confirm' });
    expect(again.body.message).toBe(messages.box.itemNotFoundOrBadStatus);
    expect((await api('/user', { token: m.token })).body.data.tokens).toBe(tokens - 60);

    const paid = await eventually(
      () => api('/user/box-items?tab=pending', { token: m.token }),
      (r) => r.body.data.every((i: BoxItem) => i.status === 'paid'),
    );
    expect(paid.body.data.map((i: BoxItem) => i.shipping_order_id)).toEqual([orderId, orderId]);

    // Staff only: a member may not see or work the queue.
    expect((await api('/admin/shipping-orders', { token: m.token })).status).toBe(403);
    const staff = await createBuyer(testShop.shop, { name: '客服' });
    await testShop.shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
    const queue = await eventually(
      () => api('/admin/shipping-orders?status=paid', { token: staff.token }),
      (r) => r.body.data?.some((o: { order_id: string }) => o.order_id === orderId),
    );
    expect(queue.body.data.find((o: { order_id: string }) => o.order_id === orderId)).toMatchObject({
      user_id: m.userId,
      shipping_fee: 60,
      recipient_name: '王小明',
      recipient_phone: '0912345678',
      city: '臺北市',
      district: '大安區',
    });
    // Paid, waiting for the warehouse: the member's order history lists it under processing.
    const processing = await eventually(
      () => api('/orders?status=processing', { token: m.token }),
      (r) => r.body.data.data.some((o: { order_number: string }) => o.order_number === orderId),
    );
    expect(processing.body.data.data[0]).toMatchObject({
      order_type: 'box_shipping',
      status: 'processing',
      shipping_method: 'standard',
      shipping_fee: 60,
      tracking_number: null,
      order_items: [{ quantity: 1 }, { quantity: 1 }],
    });
    const ship = { carrier: '黑貓宅急便', tracking_number: '123456789012' };
    expect((await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, ship)).status).toBe(200);
    expect((await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, ship)).body.message).toBe(messages.box.alreadyShipped);
    const shipped = await eventually(
      () => api('/user/box-items?tab=shipped', { token: m.token }),
      (r) => r.body.total === 2,
    );
    expect(shipped.body.data[0]).toMatchObject({ status: 'shipped', carrier: '黑貓宅急便', tracking_number: '123456789012' });
    expect((await api('/user', { token: m.token })).body.data.box_count).toBe(0);
    // The order moves to the shipping tab with its tracking number, and the tab counts follow.
    const shippingTab = await eventually(
      () => api('/orders?status=shipping', { token: m.token }),
      (r) => r.body.data.total === 1,
    );
    expect(shippingTab.body.data.data[0]).toMatchObject({ order_number: orderId, status: 'shipping', tracking_number: '123456789012' });
    expect(
      (await api('/orders?status=processing', { token: m.token })).body.data.data.map((o: { order_number: string }) => o.order_number),
    ).not.toContain(orderId);
    expect((await api('/orders/status/counts', { token: m.token })).body.data).toMatchObject({ shipping: 1, processing: 0 });
    expect((await api(`/orders/${orderId}`, { token: m.token })).body.data.order).toMatchObject({
      status: 'shipping',
      tracking_number: '123456789012',
    });
    // The member is told, once, and the bell lights.
    const told = await eventually(
      () => api('/notifications', { token: m.token }),
      (r) => r.body.data.some((n: { title: string }) => n.title === '商品已出貨'),
    );
    expect(told.body.data.filter((n: { title: string }) => n.title === '商品已出貨')).toEqual([
      expect.objectContaining({ desc: '您的 2 件商品已交由黑貓宅急便配送，物流單號 123456789012，約 5 至 10 個工作天送達。', read: false }),
    ]);
    expect((await api('/user', { token: m.token })).body.data.badge_status.show_notification_badge).toBe(true);

    // The carrier delivered it: staff confirm, the order completes (delivered, under the completed tab).
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, m.token, {})).status).toBe(403);
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, staff.token, {})).body).toEqual({
      success: true,
      data: { order_id: orderId, status: 'delivered' },
    });
    expect((await post(`/admin/shipping-orders/${orderId}/deliver`, staff.token, {})).status).toBe(200);
    const completed = await eventually(
      () => api('/orders?status=completed', { token: m.token }),
      (r) => r.body.data.data.some((o: { order_number: string }) => o.order_number === orderId),
    );
    expect(completed.body.data.data.find((o: { order_number: string }) => o.order_number === orderId)).toMatchObject({
      status: 'delivered',
      tracking_number: '123456789012',
    });
    expect((await api('/orders/status/counts', { token: m.token })).body.data).toMatchObject({ shipping: 0, completed: 2 });
    await eventually(
      () => api('/admin/shipping-orders?status=delivered', { token: staff.token }),
      (r) => r.body.data?.some((o: { order_id: string }) => o.order_id === orderId),
    );
    expect((await api('/user/box-items?tab=shipped', { token: m.token })).body.total).toBe(2);
  });

  it('ships 5 bought items free, and records the order all the same', async () => {
    const m = await winner(5, 10);
    const address = (await post('/user/addresses', m.token, home)).body.data[0].id as string;
    const tokens = (await api('/user', { token: m.token })).body.data.tokens as number;
    const order = { item_ids: m.items, address_id: address, action: 'check' };
    expect((await post('/user/box-items/shipping-order', m.token, order)).body).toMatchObject({ requires_payment: false, shipping_fee: 0 });
    const confirmed = await post('/user/box-items/shipping-order', m.token, { ...order, action: 'confirm' });
    expect(confirmed.body).toMatchObject({ success: true, shipping_fee: 0, data: { order_id: expect.any(String) } });
    expect((await api('/user', { token: m.token })).body.data.tokens).toBe(tokens);
    // Not shipped yet: it cannot be delivered; an unknown order is not found.
    const staff = await createBuyer(testShop.shop, { name: '倉管' });
    await testShop.shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'admin' WHERE user_id = $1`, [staff.userId]);
    const early = await post(`/admin/shipping-orders/${confirmed.body.data.order_id}/deliver`, staff.token, {});
    expect(early).toEqual({ status: 409, body: { success: false, message: messages.box.notShippedYet } });
    const unknown = await post('/admin/shipping-orders/00000000-0000-4000-8000-000000000000/deliver', staff.token, {});
    expect(unknown.status).toBe(404);
  });
});

describe('support cancelling a shipping order that has not left', () => {
  it('puts the items back in the box, refunds the fee, cancels the order and takes it off the queue; 409 once shipped', async () => {
    const m = await winner(2, 60);
    const address = (await post('/user/addresses', m.token, home)).body.data[0].id as string;
    const [a, b] = m.items as [string, string];
    const order = { item_ids: [a, b], address_id: address, shipping_method: 'standard', customer_note: '', action: 'confirm' };
    const confirmed = await post('/user/box-items/shipping-order', m.token, order);
    expect(confirmed.body).toMatchObject({ success: true, shipping_fee: 60, data: { tokens: 0 } });
    const orderId = confirmed.body.data.order_id as string;
    const staff = await createBuyer(testShop.shop, { name: '客服' });
    await testShop.shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
    const queue = () => api(`/admin/shipping-orders?status=paid&user_id=${m.userId}`, { token: staff.token });
    await eventually(queue, (r) => r.body.data?.some((o: { order_id: string }) => o.order_id === orderId));

    const reason = { reason: '會員要改寄送地址' };
    // Members may not; the reason is required; an unknown order is not found.
    expect((await post(`/admin/shipping-orders/${orderId}/cancel`, m.token, reason)).status).toBe(403);
    expect(await post(`/admin/shipping-orders/${orderId}/cancel`, staff.token, { reason: '  ' })).toMatchObject({
      status: 400,
      body: { success: false, message: messages.box.cancelReasonRequired },
    });
    expect((await post('/admin/shipping-orders/00000000-0000-4000-8000-000000000000/cancel', staff.token, reason)).status).toBe(404);

    const done = await post(`/admin/shipping-orders/${orderId}/cancel`, staff.token, reason);
    expect(done).toEqual({
      status: 200,
      body: { success: true, data: { order_id: orderId, status: 'cancelled', item_ids: [a, b], refunded_tokens: 60 } },
    });
    // New events on the three streams, each with the staff member; nothing edited.
    const store = testShop.shop.infra.eventStore;
    const [box] = (await store.readStream(`box-${m.userId}`)).slice(-1);
    expect(box).toMatchObject({
      type: 'ShippingOrderCancelled',
      data: { orderId, itemIds: [a, b], staffId: staff.userId, reason: reason.reason },
      metadata: { actor: { kind: 'support', id: staff.userId } },
    });
    const [cancelled] = (await store.readStream(`order-${orderId}`)).slice(-1);
    expect(cancelled).toMatchObject({ type: 'OrderCancelled', data: { staffId: staff.userId, reason: reason.reason } });
    const [refund] = (await store.readStream(`wallet-${m.userId}`)).slice(-1);
    expect(refund).toMatchObject({ type: 'TokensRefunded', data: { orderId, amount: 60 }, metadata: { actor: { kind: 'support' } } });
    expect((await api('/user', { token: m.token })).body.data.tokens).toBe(60);

    // The items wait in the box again, available to ship; the order reads cancelled; the queue drops it.
    const back = await eventually(
      () => api('/user/box-items?tab=pending', { token: m.token }),
      (r) => r.body.data.every((i: BoxItem) => i.status === 'available'),
    );
    expect(back.body.data.map((i: BoxItem) => i.id).sort()).toEqual([a, b].sort());
    const listed = await eventually(
      () => api('/orders?status=all', { token: m.token }),
      (r) => r.body.data.data.some((o: { order_number: string; status: string }) => o.order_number === orderId && o.status === 'cancelled'),
    );
    expect(listed.body.data.data.find((o: { order_number: string }) => o.order_number === orderId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    await eventually(queue, (r) => !r.body.data.some((o: { order_id: string }) => o.order_id === orderId));

    // Again: nothing more happens; the cancelled parcel cannot be shipped.
    const eventsBefore = (await store.readStream(`wallet-${m.userId}`)).length;
    expect((await post(`/admin/shipping-orders/${orderId}/cancel`, staff.token, reason)).body.data.refunded_tokens).toBe(0);
    expect((await store.readStream(`wallet-${m.userId}`)).length).toBe(eventsBefore);
    const ship = { carrier: '黑貓宅急便', tracking_number: '123456789012' };
    expect(await post(`/admin/shipping-orders/${orderId}/ship`, staff.token, ship)).toEqual({
      status: 409,
      body: { success: false, message: messages.box.orderCancelled },
    });

    // The items ship again in a new order; once that parcel left, support can no longer cancel it.
    const second = await post('/user/box-items/shipping-order', m.token, order);
    expect(second.body).toMatchObject({ success: true, data: { tokens: 0 } });
    const secondId = second.body.data.order_id as string;
    expect((await post(`/admin/shipping-orders/${secondId}/ship`, staff.token, ship)).status).toBe(200);
    expect(await post(`/admin/shipping-orders/${secondId}/cancel`, staff.token, reason)).toEqual({
      status: 409,
      body: { success: false, message: messages.box.cannotCancelShipped },
    });
    expect((await api('/user', { token: m.token })).body.data.tokens).toBe(0);
  });
});

describe('the box expiry', () => {
  const DAY_MS = 86_400_000;
  const boxEvents = async (userId: string) => (await testShop.shop.infra.eventStore.readStream(`box-${userId}`)).map((e) => e.type);
  /** The scheduled process as another API process would run it: its own leader lock connection, the app's CommandBus. */
  const expiryProcess = () => new BoxExpirySchedule(testShop.shop.infra.dataSource, testShop.shop.commands);

  it('records items whose storage ran out once, by the clock, when two processes sweep at the same moment', async () => {
    const m = await winner(3, 0);
    const [a, b, c] = m.items as [string, string, string];
    await post(`/user/box-items/${b}/select-for-shipping`, m.token, { quantity: 1 });
    const [{ expires_at: expiresAt }] = await testShop.shop.infra.dataSource.query<{ expires_at: Date }[]>(
      `SELECT MAX(expires_at) AS expires_at FROM box_items WHERE user_id = $1`,
      [m.userId],
    );
    const before = await boxEvents(m.userId);

    // A day before the storage ends nothing expires.
    const early = expiryProcess();
    try {
      await early.sweep(new Date(new Date(expiresAt).getTime() - DAY_MS));
    } finally {
      await early.onModuleDestroy();
    }
    expect(await boxEvents(m.userId)).toEqual(before);

    const later = new Date(new Date(expiresAt).getTime() + 60_000);
    const [p, q] = [expiryProcess(), expiryProcess()];
    try {
      const sweeps = await Promise.all([p.sweep(later), q.sweep(later)]);
      expect(sweeps.map((s) => s.leader).sort()).toEqual([false, true]);
      // Available and selected items alike: every waiting item expires, once.
      const expired = (await boxEvents(m.userId)).filter((t) => t === 'BoxItemExpired');
      expect(expired).toHaveLength(3);
      const leader = sweeps[0].leader ? p : q;
      await leader.sweep(later);
    } finally {
      await Promise.all([p.onModuleDestroy(), q.onModuleDestroy()]);
    }
    expect((await boxEvents(m.userId)).filter((t) => t === 'BoxItemExpired')).toHaveLength(3);

    const tab = await eventually(
      () => api('/user/box-items?tab=expired', { token: m.token }),
      (r) => r.body.total === 3,
    );
    expect(tab.body.data.map((i: BoxItem) => i.id).sort()).toEqual([a, b, c].sort());
    expect((await api('/user', { token: m.token })).body.data.box_count).toBe(0);
    // The read model no longer lists them as waiting: the next sweep finds no one to ask.
    const again = expiryProcess();
    try {
      await eventually(
        () => testShop.shop.infra.dataSource.query<unknown[]>(`SELECT 1 FROM box_items WHERE user_id = $1 AND status <> 'expired'`, [m.userId]),
        (rows) => rows.length === 0,
      );
      expect(await again.sweep(later)).toMatchObject({ leader: true });
    } finally {
      await again.onModuleDestroy();
    }
    expect((await boxEvents(m.userId)).filter((t) => t === 'BoxItemExpired')).toHaveLength(3);
    const [run] = await testShop.shop.infra.dataSource.query(`SELECT done_until FROM scheduled_job_runs WHERE job = 'box-expiry'`);
    expect(new Date(run.done_until)).toEqual(later);
  });
});
