// The admin catalogue over real HTTP on real PostgreSQL: an admin creates an ichiban product whose
// tubes open with the admin as the actor and shoppers see it at once; bad input is 400 with the
// zh-TW message; taking it off sale removes it from the shop and records who did it; support staff
// and members are refused (403).
import { messages, type CreateIchibanProductRequest } from '@shop/contracts';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

let shop: TestShop;
let admin: Buyer;
let support: Buyer;
let member: Buyer;

const product: CreateIchibanProductRequest = {
  name: '測試一番賞 新品',
  price: 350,
  description: '管理員上架',
  image_url: '/demo/products/1002.svg',
  tubes: 2,
  prizes: [
    { tier: 'A', name: '大公仔', quantity: 1 },
    { tier: 'B', name: '吊飾', quantity: 3 },
    { tier: 'LAST', name: '最後賞', quantity: 1 },
  ],
};

beforeAll(async () => {
  shop = await startTestShop({ database: 'admin_catalogue', client: false });
  admin = await createBuyer(shop.shop, { name: '店長', role: 'admin' });
  support = await createBuyer(shop.shop, { name: '客服', role: 'support' });
  member = await createBuyer(shop.shop, { name: '會員' });
}, 90_000);

afterAll(async () => {
  await shop?.close();
});

it('refuses the admin catalogue to members and support staff', async () => {
  for (const token of [member.token, support.token]) {
    expect((await shop.post('/admin/catalogue/ichiban-products', token, product)).status).toBe(403);
    expect((await shop.api('/admin/catalogue/products', { token })).status).toBe(403);
    expect((await shop.post('/admin/catalogue/products/1002/off-sale', token, {})).status).toBe(403);
  }
});

it('answers bad products with 400 and the zh-TW message', async () => {
  const bad = [
    { ...product, name: '' },
    { ...product, tubes: 0 },
    { ...product, prizes: [{ tier: 'LAST', name: '最後賞', quantity: 1 }] },
    { ...product, prizes: [...product.prizes, { tier: 'A', name: '重複', quantity: 1 }] },
    { ...product, prizes: [{ tier: 'A', name: '太多', quantity: 1001 }] },
    { ...product, image_url: 'javascript:alert(1)' },
  ];
  for (const body of bad) {
    const res = await shop.post('/admin/catalogue/ichiban-products', admin.token, body);
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: messages.common.saveFailed });
  }
});

it('creates a product whose tubes shoppers see at once, opened by the admin, and takes it off sale', async () => {
  const created = await shop.post('/admin/catalogue/ichiban-products', admin.token, product);
  expect(created.status).toBe(201);
  const { product_id: id, tube_ids: tubeIds, tickets_per_tube: perTube } = created.body.data;
  expect(tubeIds).toEqual([`${id}-1`, `${id}-2`]);
  expect(perTube).toBe(4);

  const opened = await shop.shop.infra.eventStore.readStream(`tube-${tubeIds[0]}`);
  expect(opened.map((e) => [e.type, e.metadata.actor])).toEqual([['TubeOpened', { kind: 'support', id: admin.userId }]]);

  const seen = await shop.api(`/products/${id}`);
  expect(seen.status).toBe(200);
  expect(seen.body.data.name).toBe(product.name);
  const status = await shop.api(`/raffle/status/${id}`);
  expect(status.status).toBe(200);

  const listed = await shop.api('/admin/catalogue/products', { token: admin.token });
  expect(listed.body.data[0]).toMatchObject({ id, on_sale: true, tubes: 2, open_tubes: 2, updated_by: admin.userId });

  const off = await shop.post(`/admin/catalogue/products/${id}/off-sale`, admin.token, {});
  expect(off.body).toEqual({ success: true, data: { product_id: id, on_sale: false } });
  expect((await shop.api('/products?page=1')).body.data.map((p: { id: string }) => p.id)).not.toContain(id);
  const after = await shop.api('/admin/catalogue/products', { token: admin.token });
  expect(after.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({ on_sale: false, updated_by: admin.userId });
  expect((await shop.post('/admin/catalogue/products/no-such/off-sale', admin.token, {})).status).toBe(404);
});

it('schedules when a product goes on sale and when its draws open; shoppers cannot buy before then', async () => {
  const created = await shop.post('/admin/catalogue/ichiban-products', admin.token, { ...product, name: '排程一番賞' });
  const id: string = created.body.data.product_id;
  const tubeId: string = created.body.data.tube_ids[0];
  const put = (token: string, body: unknown, productId = id) =>
    shop.api(`/admin/catalogue/products/${productId}/schedule`, { method: 'PUT', token, body: JSON.stringify(body) });

  for (const token of [member.token, support.token]) expect((await put(token, { release_date: null, draw_date: null })).status).toBe(403);
  const bad = [
    { release_date: '2099-13-01T10:00', draw_date: null },
    { release_date: 'tomorrow', draw_date: null },
    { release_date: '2099-06-02T10:00', draw_date: '2099-06-01T10:00' },
    { release_date: '2099-06-02T10:00' },
    {},
  ];
  for (const body of bad) {
    const res = await put(admin.token, body);
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: messages.common.saveFailed });
  }
  expect((await put(admin.token, { release_date: null, draw_date: null }, 'no-such')).status).toBe(404);

  // A time with no zone is Taipei time: 2099-06-01 20:00 in Taipei is 12:00 UTC.
  const scheduled = await put(admin.token, { release_date: '2099-06-01T20:00', draw_date: '2099-06-02T20:00' });
  expect(scheduled.body).toEqual({
    success: true,
    data: { product_id: id, release_date: '2099-06-01T12:00:00.000Z', draw_date: '2099-06-02T12:00:00.000Z' },
  });
  const listed = (await shop.api('/admin/catalogue/products', { token: admin.token })).body.data.find((p: { id: string }) => p.id === id);
  expect(listed).toMatchObject({ release_date: '2099-06-01T12:00:00.000Z', draw_date: '2099-06-02T12:00:00.000Z', updated_by: admin.userId });
  expect((await shop.api(`/products/${id}`)).body.data).toMatchObject({ release_date: '2099-06-01T12:00:00.000Z' });

  const buyer = await createBuyer(shop.shop, { name: '排程買家', tokens: 2_000 });
  const early = await shop.post(`/raffle/draw/${tubeId}`, buyer.token, { product_id: id, ticket_number: 1 });
  expect({ status: early.status, message: early.body.message }).toEqual({ status: 400, message: messages.product.notPurchasable });

  expect((await put(admin.token, { release_date: null, draw_date: null })).body.data).toEqual({
    product_id: id,
    release_date: null,
    draw_date: null,
  });
  const open = await shop.post(`/raffle/draw/${tubeId}`, buyer.token, { product_id: id, ticket_number: 2 });
  expect(open.status).toBe(200);
});
