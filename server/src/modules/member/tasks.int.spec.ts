// Tasks over real HTTP on real PostgreSQL: a ticket bought finishes the daily kuji task, its claim
// adds the growth points to the VIP growth once, and a second claim (or an unfinished task) is refused.
import { createBuyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { UserTask } from '@shop/contracts';

let testShop: TestShop;
let api: TestShop['api'];
let post: TestShop['post'];

beforeAll(async () => {
  testShop = await startTestShop({ database: 'tasks', client: false });
  ({ api, post } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

const taskOf = (body: { data: UserTask[] }, id: string) => body.data.find((t) => t.id === id)!;

describe('tasks', () => {
  it('a ticket bought completes the daily kuji task; its claim raises growth once', async () => {
    const { token } = await createBuyer(testShop.shop, { tokens: 10_000 });
    const before = await api('/user/tasks', { token });
    expect(before.status).toBe(200);
    expect(taskOf(before.body, 'daily-kuji')).toMatchObject({
      status: 'in_progress',
      current_value: 0,
      target_value: 1,
      can_claim: false,
      task: { name: '抽一番賞', category: 'kuji', growth_points: 10, period: 'daily' },
    });
    expect(await post('/user/tasks/daily-kuji/claim', token, {})).toEqual({ status: 400, body: { success: false, message: '領取失敗' } });

    const bought = await post('/raffle/draw/multiple/1002-1', token, {
      payment_method: 'balance',
      product_id: '1002',
      ticket_numbers: [7],
      is_multiple: false,
    });
    expect(bought.status).toBe(200);
    const spent = bought.body.order.token_amount as number;

    const done = await eventually(
      () => api('/user/tasks', { token }),
      (r) => taskOf(r.body, 'daily-kuji').can_claim,
    );
    expect(taskOf(done.body, 'daily-kuji')).toMatchObject({ status: 'completed', current_value: 1 });
    expect(taskOf(done.body, 'monthly-kuji')).toMatchObject({ status: 'in_progress', current_value: 1, target_value: 10 });
    await eventually(
      () => api('/user', { token }),
      (r) => r.body.data.vip_info.growth_points === spent,
    );

    const claims = await Promise.all([1, 2].map(() => post('/user/tasks/daily-kuji/claim', token, {})));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 400]);
    expect(claims.find((c) => c.status === 200)!.body).toEqual({ success: true, message: '領取成功', data: { growth_points: 10 } });
    expect(claims.find((c) => c.status === 400)!.body).toEqual({ success: false, message: '領取失敗' });
    expect(await post('/user/tasks/daily-kuji/claim', token, {})).toEqual({ status: 400, body: { success: false, message: '領取失敗' } });

    await eventually(
      () => api('/user', { token }),
      (r) => r.body.data.vip_info.growth_points === spent + 10,
    );
    expect(taskOf((await api('/user/tasks', { token })).body, 'daily-kuji')).toMatchObject({ status: 'claimed', can_claim: false });
  });

  it('refuses bad ids, unknown tasks and visitors', async () => {
    const { token } = await createBuyer(testShop.shop);
    expect(await post('/user/tasks/no-such-task/claim', token, {})).toEqual({ status: 400, body: { success: false, message: '領取失敗' } });
    expect((await post('/user/tasks/a%20b/claim', token, {})).status).toBe(400);
    expect((await api('/user/tasks')).status).toBe(401);
    expect((await api('/user/tasks/daily-kuji/claim', { method: 'POST' })).status).toBe(401);
  });
});
