// A blind box's line on real PostgreSQL, through HTTP: when every slot is being picked, shoppers
// line up for the next one that frees; it is offered to the first, whom no one else may beat to it.
import { createBuyer, type Buyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

const PKG = '2001-1';
let shop: TestShop;
const line = (m: Buyer) => shop.api(`/blindbox/package/${PKG}/line`, { token: m.token });
const lineTo = (m: Buyer, action: 'join' | 'leave' | 'claim') => shop.post(`/blindbox/package/${PKG}/line/${action}`, m.token, {});
const lock = (m: Buyer, index: number) => shop.post(`/blindbox/package/${PKG}/lock`, m.token, { item_index: index });

beforeAll(async () => {
  shop = await startTestShop({ database: 'package_line', client: false });
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

it('offers the next slot that frees to the first in the box’s line, and to no one else', async () => {
  const holders: Buyer[] = [];
  for (let i = 0; i < 6; i++) holders.push(await createBuyer(shop.shop, { tokens: 10_000 }));
  const [first, second, outsider] = [
    await createBuyer(shop.shop, { tokens: 10_000 }),
    await createBuyer(shop.shop, { tokens: 10_000 }),
    await createBuyer(shop.shop, { tokens: 10_000 }),
  ];
  for (const [i, h] of holders.entries()) expect((await lock(h, i)).status).toBe(200);

  expect((await lineTo(first, 'join')).body.line).toMatchObject({ place: 1, offer_remain: null });
  expect((await lineTo(second, 'join')).body.line).toMatchObject({ place: 2 });
  expect((await line(second)).body.mine.eta_seconds).toBeGreaterThan(0);

  // Slot 3 frees: it is first's to claim; the outsider and second are refused it (423, with a countdown).
  expect((await shop.post(`/blindbox/package/${PKG}/release`, holders[3]!.token, {})).status).toBe(200);
  await eventually(
    () => line(first),
    (r) => r.body.mine?.place === 0 && r.body.mine.offer_remain > 0,
  );
  const refused = await lock(outsider, 3);
  expect(refused.status).toBe(423);
  expect(refused.body.remain).toBeGreaterThan(0);
  expect((await lock(second, 3)).status).toBe(423);
  expect((await shop.post('/blindbox/buy-item', outsider.token, { package_id: PKG, item_index: 3 })).status).toBe(423);
  const claimed = await lineTo(first, 'claim');
  expect(claimed).toMatchObject({ status: 200, body: { success: true, data: { item_index: 3 } } });
  expect((await line(first)).body.mine).toBeNull();

  // Slot 0 frees: second is offered it, leaves instead; with nobody left in line the slot is anyone's.
  await shop.post(`/blindbox/package/${PKG}/release`, holders[0]!.token, {});
  await eventually(
    () => line(second),
    (r) => r.body.mine?.place === 0,
  );
  expect((await lineTo(second, 'leave')).body.left).toBe(true);
  expect((await lock(outsider, 0)).status).toBe(200);

  const events = (await shop.shop.infra.eventStore.readStream(`package-line-${PKG}`)).map((e) => e.type);
  expect(events).toEqual(['LineJoined', 'LineJoined', 'HoldOffered', 'OfferClaimed', 'HoldOffered', 'LineLeft']);
}, 120_000);
