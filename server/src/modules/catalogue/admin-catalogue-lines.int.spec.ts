// The admin catalogue beyond ichiban over real HTTP on real PostgreSQL: an admin creates a gacha
// machine (stocked by the admin, on sale at once, drawable), restocks it (the seed rotates), opens
// boxes of a new blind-box series, lists a shop item and changes its stock. Every write is an event
// with the admin as the actor; the auditor's list shows the machines and boxes; bad input is 400
// with the zh-TW message; members, support staff and visitors are refused (403).
import { messages, type CreateBlindboxSeriesRequest, type CreateGachaMachineRequest, type CreateShopItemRequest } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

let shop: TestShop;
let admin: Buyer;
let support: Buyer;
let member: Buyer;

const machine: CreateGachaMachineRequest = {
  name: '測試扭蛋機',
  price: 80,
  description: '管理員上架',
  image_url: '/demo/products/3001.svg',
  items: [
    { name: '小恐龍', rarity: 'common', quantity: 3 },
    { name: '金色恐龍', rarity: 'secret', quantity: 1, image_url: '/demo/gacha/3001-5.svg' },
  ],
};

const series: CreateBlindboxSeriesRequest = {
  name: '測試盲盒系列',
  price: 120,
  image_url: '/demo/products/2001.svg',
  figures: [
    { name: '兔兔', rarity: 'normal' },
    { name: '熊熊', rarity: 'rare' },
    { name: '隱藏款', rarity: 'secret' },
  ],
};

const item: CreateShopItemRequest = { title: '店長推薦帆布袋', price: 390, image: '/demo/shop/s02.svg', info: '38 × 42 cm', stock: 5 };

beforeAll(async () => {
  shop = await startTestShop({ database: 'admin_catalogue_lines', client: false });
  admin = await createBuyer(shop.shop, { name: '店長', role: 'admin' });
  support = await createBuyer(shop.shop, { name: '客服', role: 'support' });
  member = await createBuyer(shop.shop, { name: '會員', tokens: 1000 });
}, 90_000);

afterAll(async () => {
  await shop?.close();
});

const actors = async (streamId: string) =>
  (await shop.shop.infra.eventStore.readStream(streamId)).map((e) => [e.type, e.metadata.actor.kind, e.metadata.actor.id]);

it('refuses every new admin call to members, support staff and visitors', async () => {
  const calls: [string, unknown][] = [
    ['/admin/catalogue/gacha-machines', machine],
    ['/admin/gacha/3001/restock', { items: [{ id: '3001-1', name: 'x', rarity: 'common', image_url: '/x.svg', quantity: 1 }] }],
    ['/admin/catalogue/blindbox-series', series],
    ['/admin/blindbox/2001/packages', { boxes: 1, contents: [{ figure: 0, quantity: 1 }] }],
    ['/admin/shop/items', item],
    ['/admin/shop/items/s01/stock', { change: 1 }],
  ];
  for (const [path, body] of calls) {
    for (const token of [member.token, support.token, undefined]) {
      const res = await shop.api(path, { method: 'POST', token, body: JSON.stringify(body) });
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 403, message: messages.auth.forbidden });
    }
  }
});

it('answers bad input with 400 and the zh-TW message', async () => {
  const bad: [string, unknown][] = [
    ['/admin/catalogue/gacha-machines', { ...machine, items: [] }],
    ['/admin/catalogue/gacha-machines', { ...machine, items: [{ name: '多', rarity: 'legendary', quantity: 1 }] }],
    ['/admin/catalogue/gacha-machines', { ...machine, items: [{ name: '零', rarity: 'common', quantity: 0 }] }],
    ['/admin/catalogue/gacha-machines', { ...machine, image_url: 'javascript:alert(1)' }],
    [
      '/admin/catalogue/blindbox-series',
      {
        ...series,
        figures: [
          { name: '兔兔', rarity: 'normal' },
          { name: '兔兔', rarity: 'rare' },
        ],
      },
    ],
    ['/admin/catalogue/blindbox-series', { ...series, price: -1 }],
    ['/admin/blindbox/2001/packages', { boxes: 0, contents: [{ figure: 0, quantity: 1 }] }],
    ['/admin/blindbox/2001/packages', { boxes: 1, contents: [] }],
    ['/admin/blindbox/2001/packages', { boxes: 1, contents: [{ figure: 99, quantity: 1 }] }],
    ['/admin/shop/items', { ...item, title: ' ' }],
    ['/admin/shop/items', { ...item, stock: -1 }],
    ['/admin/shop/items/s01/stock', { change: 0 }],
    ['/admin/shop/items/s01/stock', { change: 1.5 }],
  ];
  for (const [path, body] of bad) {
    const res = await shop.post(path, admin.token, body);
    expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status: 400, message: messages.common.saveFailed });
  }
  const restockWrong = await shop.post('/admin/gacha/3001/restock', admin.token, { items: [{ id: '3001-1' }] });
  expect([restockWrong.status, restockWrong.body.message]).toEqual([400, messages.common.badRequest]);
  expect((await shop.post('/admin/blindbox/no-such/packages', admin.token, { boxes: 1, contents: [{ figure: 0, quantity: 1 }] })).status).toBe(404);
  expect((await shop.post('/admin/shop/items/no-such/stock', admin.token, { change: 1 })).status).toBe(404);
  // A restock never creates a machine.
  const ghost = await shop.post('/admin/gacha/no-such/restock', admin.token, {
    items: [{ id: 'g-1', name: 'x', rarity: 'common', image_url: '/x.svg', quantity: 1 }],
  });
  expect(ghost.status).toBe(404);
  expect(await shop.shop.infra.eventStore.readStream('gacha-no-such')).toEqual([]);
});

it('creates a gacha machine stocked by the admin that shoppers draw from, restocks it with a new seed, and the auditor lists it', async () => {
  const created = await shop.post('/admin/catalogue/gacha-machines', admin.token, machine);
  expect(created.status).toBe(201);
  const { product_id: id, round, total_quantity: total } = created.body.data;
  expect([round, total]).toEqual([1, 4]);
  expect(await actors(`gacha-${id}`)).toEqual([['GachaStocked', 'support', admin.userId]]);

  const seen = await shop.api(`/gacha/product/${id}`);
  expect(seen.status).toBe(200);
  expect(seen.body.product).toMatchObject({ name: machine.name, price: 80, remaining_quantity: 4, round: 1 });
  expect(seen.body.items.map((i: { name: string; image_url: string }) => [i.name, i.image_url])).toEqual([
    ['小恐龍', machine.image_url],
    ['金色恐龍', '/demo/gacha/3001-5.svg'],
  ]);
  const listed = await shop.api('/admin/catalogue/products', { token: admin.token });
  expect(listed.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({
    type: 2,
    on_sale: true,
    machine: { round: 1, total: 4, remaining: 4 },
    updated_by: admin.userId,
  });

  const drawn = await shop.post(`/gacha/draw/${id}`, member.token, { payment_method: 'balance' });
  expect(drawn.status).toBe(200);
  // The capsule is drawn at the beacon round its purchase named; a restock waits for that.
  await eventually(
    () => shop.api(`/orders/id/${drawn.body.order.id}`, { token: member.token }),
    (r) => r.body.data?.items?.length === 1,
  );

  const items = seen.body.items.map((i: { id: string; name: string; rarity: string; image_url: string }) => ({ ...i, quantity: 2 }));
  const restocked = await shop.post(`/admin/gacha/${id}/restock`, admin.token, {
    items: items.map(({ id: itemId, name, rarity, image_url }: { id: string; name: string; rarity: string; image_url: string }) => ({
      id: itemId,
      name,
      rarity,
      image_url,
      quantity: 2,
    })),
  });
  expect(restocked).toMatchObject({ status: 200, body: { round: 2, total_quantity: 4 } });
  expect(restocked.body.commitment).not.toBe(created.body.data.commitment);
  const log = await actors(`gacha-${id}`);
  expect(log.slice(-2)).toEqual([
    ['GachaSeedRevealed', 'support', admin.userId],
    ['GachaStocked', 'support', admin.userId],
  ]);

  const audit = await eventually(
    () => shop.api('/admin/audit/containers', { token: admin.token }),
    (r) =>
      r.body.data
        ?.find((k: { kind: string }) => k.kind === 'gacha')
        ?.containers.some((c: { id: string; round: number }) => c.id === id && c.round === 2),
  );
  const section = audit.body.data.find((k: { kind: string }) => k.kind === 'gacha');
  expect(section.containers.find((c: { id: string }) => c.id === id)).toMatchObject({
    product_name: machine.name,
    status: 'open',
    total: 4,
    drawn: 0,
    commitment: restocked.body.commitment,
    seed: null,
  });
});

it('creates a blind-box series, opens numbered boxes with the admin as the actor, and the auditor lists them', async () => {
  const created = await shop.post('/admin/catalogue/blindbox-series', admin.token, series);
  expect(created.status).toBe(201);
  const id = created.body.data.product_id as string;
  const opened = await shop.post(`/admin/blindbox/${id}/packages`, admin.token, {
    boxes: 2,
    contents: [
      { figure: 0, quantity: 3 },
      { figure: 1, quantity: 2 },
      { figure: 2, quantity: 1 },
    ],
  });
  expect(opened.status).toBe(201);
  expect(opened.body.data).toEqual({ product_id: id, package_ids: [`${id}-1`, `${id}-2`], slots: 6 });
  expect(await actors(`package-${id}-1`)).toEqual([['PackageOpened', 'support', admin.userId]]);
  const more = await shop.post(`/admin/blindbox/${id}/packages`, admin.token, { boxes: 1, contents: [{ figure: 2, quantity: 2 }] });
  expect(more.body.data.package_ids).toEqual([`${id}-3`]);

  const listed = await shop.api('/admin/catalogue/products', { token: admin.token });
  expect(listed.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({
    type: 1,
    packages: 3,
    open_packages: 3,
    prizes: [
      { tier: 'normal', name: '兔兔' },
      { tier: 'rare', name: '熊熊' },
      { tier: 'secret', name: '隱藏款' },
    ],
  });
  const box = await shop.api(`/blindbox/package/${id}-1`, { token: member.token });
  expect(box.status).toBe(200);
  // Shoppers see the series with its boxes and figures.
  const seen = await shop.api(`/blindbox/product/${id}`);
  expect(seen.status).toBe(200);
  expect(JSON.stringify(seen.body)).toContain(series.name);
  expect(JSON.stringify(seen.body)).toContain(`${id}-3`);

  const audit = await shop.api('/admin/audit/containers', { token: admin.token });
  const boxes = audit.body.data
    .find((k: { kind: string }) => k.kind === 'blindbox')
    .containers.filter((c: { product_id: string }) => c.product_id === id);
  expect(boxes.map((c: { id: string; status: string; total: number; seed: null }) => [c.id, c.status, c.total, c.seed])).toEqual([
    [`${id}-1`, 'open', 6, null],
    [`${id}-2`, 'open', 6, null],
    [`${id}-3`, 'open', 2, null],
  ]);
});

it('lists a shop item that shoppers see, adds and removes stock as events with the admin id, never below what is available', async () => {
  const created = await shop.post('/admin/shop/items', admin.token, item);
  expect(created.status).toBe(201);
  const id = created.body.data.item_id as string;
  expect(created.body.data).toEqual({ item_id: id, stock: 5, sold: 0 });
  expect((await shop.api(`/shop/items/${id}`)).body.data).toMatchObject({ title: item.title, price: 390, stock: 5 });

  expect((await shop.post(`/admin/shop/items/${id}/stock`, admin.token, { change: 7 })).body.data).toEqual({ item_id: id, stock: 12, sold: 0 });
  expect((await shop.post(`/admin/shop/items/${id}/stock`, admin.token, { change: -10 })).body.data).toEqual({ item_id: id, stock: 2, sold: 0 });
  const tooMany = await shop.post(`/admin/shop/items/${id}/stock`, admin.token, { change: -3 });
  expect([tooMany.status, tooMany.body.message]).toEqual([409, messages.cart.stockInsufficient(2)]);
  expect((await shop.api(`/shop/items/${id}`)).body.data.stock).toBe(2);

  const mine = (await shop.shop.infra.eventStore.readStream('shop-stock'))
    .filter((e) => (e.data as { itemId?: string }).itemId === id)
    .map((e) => [e.type, (e.data as { quantity?: number }).quantity ?? null, e.metadata.actor]);
  const by = { kind: 'support', id: admin.userId };
  expect(mine).toEqual([
    ['ShopItemListed', null, by],
    ['ShopStockAdded', 5, by],
    ['ShopStockAdded', 7, by],
    ['ShopStockRemoved', 10, by],
  ]);
});
