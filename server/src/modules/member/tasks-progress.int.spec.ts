// Task progress from the member's real activity, over real HTTP on real PostgreSQL: a gacha draw,
// a blind-box slot, a shop order and two tool cards each advance their own task (daily gacha,
// weekly blind box, weekly shop, weekly tool use) and nothing else; a finished one can be claimed.
// (tasks.int.spec.ts covers kuji and the claim rules.)
import type { UserTask } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

jest.setTimeout(90_000);

let testShop: TestShop;
let api: TestShop['api'];
let post: TestShop['post'];

beforeAll(async () => {
  testShop = await startTestShop({ database: 'taskprogress', client: false });
  ({ api, post } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

const recipient = { recipient_name: '王小明', recipient_phone: '0912345678', recipient_address: '台北市信義區市府路 1 號' };
/** Each task's progress, by id. */
const progress = (tasks: UserTask[]) => Object.fromEntries(tasks.map((t) => [t.id, `${t.current_value}/${t.target_value} ${t.status}`]));
const tasksOf = async (token: string) => (await api('/user/tasks', { token })).body.data as UserTask[];

it('gacha, blind-box and shop purchases and tool cards used advance the right tasks', async () => {
  const { token } = await createBuyer(testShop.shop, { tokens: 10_000 });
  expect(progress(await tasksOf(token))).toMatchObject({
    'daily-gacha': '0/1 in_progress',
    'weekly-blindbox': '0/3 in_progress',
    'weekly-shop': '0/1 in_progress',
    'weekly-tool': '0/2 in_progress',
  });

  expect((await post('/gacha/draw/3001', token, { payment_method: 'balance' })).status).toBe(200);

  // A slot held, a hint and an insight card used on it (the welcome pack's), then bought.
  expect((await post('/blindbox/package/2001-1/lock', token, { item_index: 0 })).status).toBe(200);
  expect((await post('/blindbox/use-hint-card', token, { package_id: '2001-1', item_index: 0 })).status).toBe(200);
  expect((await post('/blindbox/use-insight-card', token, { package_id: '2001-1', item_index: 0 })).status).toBe(200);
  const slot = await post('/blindbox/buy-item', token, {
    package_id: '2001-1',
    item_index: 0,
    payment_method: 'balance',
    invoice_info: { invoice_type: 'personal' },
  });
  expect(slot.status).toBe(200);

  expect((await post('/orders', token, { ...recipient, items: [{ product_id: 's04', quantity: 1 }] })).status).toBe(200);

  const after = await eventually(
    () => tasksOf(token),
    (tasks) => ['daily-gacha', 'weekly-blindbox', 'weekly-shop'].every((id) => tasks.find((t) => t.id === id)!.current_value === 1),
  );
  expect(progress(after)).toEqual({
    'daily-check-in': '0/1 in_progress',
    'daily-kuji': '0/1 in_progress',
    'daily-gacha': '1/1 completed',
    'weekly-blindbox': '1/3 in_progress',
    'weekly-shop': '1/1 completed',
    'weekly-tool': '2/2 completed',
    'monthly-check-in': '0/20 in_progress',
    'monthly-kuji': '0/10 in_progress',
  });

  const claimed = await post('/user/tasks/weekly-tool/claim', token, {});
  expect(claimed).toEqual({ status: 200, body: { success: true, message: '領取成功', data: { growth_points: 20 } } });
  expect((await post('/user/tasks/weekly-blindbox/claim', token, {})).status).toBe(400);
});
