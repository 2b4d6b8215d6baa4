// The member area over real HTTP on real PostgreSQL: daily check-in (one reward however many
// requests race, rewards by cycle day through the wallet, badge, history, masked winners) and likes.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventually } from '@shop/testing/eventually';
import { createBuyer } from '@shop/testing/members';
import type { EventMetadata } from '@shop/contracts';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { walletDecider, walletStreamId } from '../wallet/wallet.public';
import { runCommand } from '../../platform/command-runner';
import { systemMetadata } from '../../http/request-metadata';
import { CheckInCommand } from './commands/check-in/check-in.command';
import { checkInStreamId } from './domain/check-in.decide';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: await res.json() };
}

const at = (iso: string): EventMetadata => ({ actor: { kind: 'system' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: iso });

beforeAll(async () => {
  db = await createTestDatabase('member');
  const config = testConfig(db.url);
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

describe('daily check-in', () => {
  it('gives one reward when the same member checks in five times at once', async () => {
    const { userId, token } = await createBuyer(shop, { name: '王小明' });
    const before = await api('/user/check-in/status', { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ has_checked_in_today: false, current_day: 1, user_points: 0 });
    expect(before.body.data.reward_config).toHaveLength(7);
    expect(before.body.data.reward_config.filter((d: { doubled: boolean }) => d.doubled).map((d: { day: number }) => d.day)).toEqual([3, 5]);
    expect((await api('/user', { token })).body.data.badge_status.show_checkin_badge).toBe(true);

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => api('/user/check-in', { method: 'POST', token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const dayOne = before.body.data.reward_config[0];
    expect(won.body.data).toMatchObject({ day: 1, reward: dayOne, user_points: dayOne.points });
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ success: false, message: '今日已簽到，明天再來吧' });

    const checkIns = await shop.infra.eventStore.readStream(checkInStreamId(userId));
    expect(checkIns.map((e) => e.type)).toEqual(['CheckedIn']);
    const rewards = (await shop.infra.eventStore.readStream(walletStreamId(userId))).filter(
      (e) => e.type === 'PointsAdjusted' && (e.data as { reason: string }).reason === 'check_in',
    );
    expect(rewards).toHaveLength(1);
    expect((await api('/user/points/balance', { token })).body.data.points).toBe(dayOne.points);

    const after = await api('/user', { token });
    expect(after.body.data.badge_status.show_checkin_badge).toBe(false);
    expect((await api('/user/check-in/status', { token })).body.data).toMatchObject({ has_checked_in_today: true, current_day: 1 });

    const history = await eventually(
      () => api('/user/check-in/history', { token }),
      (r) => r.body.data.length === 1,
    );
    expect(history.body.data[0]).toMatchObject({ day: 1, type: dayOne.type, points: dayOne.points });
    const latest = await api('/check-in/latest');
    expect(latest.status).toBe(200);
    expect(latest.body.data).toContainEqual(expect.objectContaining({ name: '王**', day: 1, points: dayOne.points }));
    expect(JSON.stringify(latest.body)).not.toContain(userId);
  });

  it('walks the cycle by the command’s clock: doubled day 3, a coupon on day 4, day 1 again after a missed day', async () => {
    const { userId, token } = await createBuyer(shop);
    const status = (await api('/user/check-in/status', { token })).body.data;
    const checkIn = (iso: string) => shop.commands.execute(new CheckInCommand(userId, at(iso)));
    // Taipei days 2026-03-01 … 03-04: 23:30 Taipei and 00:30 the next day are two check-ins.
    await checkIn('2026-03-01T15:30:00Z');
    await checkIn('2026-03-01T16:30:00Z');
    const third = await checkIn('2026-03-03T02:00:00Z');
    expect(third).toMatchObject({ date: '2026-03-03', cycleDay: 3, doubled: true });
    expect(third.reward.points).toBe(status.reward_config[2].points);
    const fourth = await checkIn('2026-03-04T02:00:00Z');
    expect(fourth.cycleDay).toBe(4);
    const coupons = (await shop.infra.eventStore.readStream(walletStreamId(userId))).filter((e) => e.type === 'CouponGranted');
    expect(coupons.map((e) => (e.data as { couponId: string; source: string }).couponId)).toEqual(['CI-2026-03-04']);
    const restarted = await checkIn('2026-03-06T02:00:00Z');
    expect(restarted.cycleDay).toBe(1);
  });

  it('is for members only', async () => {
    expect((await api('/user/check-in', { method: 'POST' })).status).toBe(401);
    expect((await api('/user/check-in/status')).status).toBe(401);
  });
});

describe('likes', () => {
  it('toggles a like, lists it with its product and shows it in likedIds', async () => {
    const { token } = await createBuyer(shop);
    const liked = await api('/products/1001/toggle-like', { method: 'POST', token });
    expect(liked).toEqual({ status: 200, body: { success: true, data: { is_liked: true } } });
    expect((await api('/user', { token })).body.data.likedIds).toEqual(['1001']);
    const list = await eventually(
      () => api('/likes', { token }),
      (r) => r.body.data.length === 1,
    );
    expect(list.body.data[0]).toMatchObject({ id: '1001', type: 0 });
    expect(typeof list.body.data[0].name).toBe('string');

    expect((await api('/products/1001/toggle-like', { method: 'POST', token })).body.data.is_liked).toBe(false);
    expect((await api('/user', { token })).body.data.likedIds).toEqual([]);
    await eventually(
      () => api('/likes', { token }),
      (r) => r.body.data.length === 0,
    );
  });

  it('refuses unknown products, bad ids and visitors', async () => {
    const { token } = await createBuyer(shop);
    expect(await api('/products/nope-404/toggle-like', { method: 'POST', token })).toEqual({
      status: 404,
      body: { success: false, message: '找不到此商品' },
    });
    expect((await api('/products/a%20b/toggle-like', { method: 'POST', token })).status).toBe(400);
    expect((await api('/products/1001/toggle-like', { method: 'POST' })).status).toBe(401);
    expect((await api('/likes')).status).toBe(401);
  });
});

describe('VIP level on GET /user', () => {
  it('starts at bronze and rises with tokens spent, a refund taking growth back but never the level', async () => {
    const { userId, token } = await createBuyer(shop, { tokens: 2000 });
    expect((await api('/user', { token })).body.data.vip_info).toEqual({
      vip_level: 1,
      vip_level_name: 'bronze',
      growth_points: 0,
      next_level_total_points: 1000,
      progress_percentage: 0,
      vip_expiry_date: null,
      total_points: 0,
      points_discount_limit: 50,
    });
    const wallet = (command: Parameters<typeof walletDecider.decide>[0]) =>
      runCommand({
        store: shop.infra.eventStore,
        streamId: walletStreamId(userId),
        decider: walletDecider,
        command,
        metadata: systemMetadata(new Date()),
      });
    await wallet({ type: 'PayOrder', data: { userId, orderId: 'o-1', tokens: 1200, points: 0, description: '一番賞' }, now: new Date() });
    const silver = await eventually(
      () => api('/user', { token }),
      (r) => r.body.data.vip_info.growth_points === 1200,
    );
    expect(silver.body.data.vip_info).toMatchObject({
      vip_level: 2,
      vip_level_name: 'silver',
      next_level_total_points: 5000,
      progress_percentage: 5,
    });
    await wallet({ type: 'RefundOrder', data: { userId, orderId: 'o-1', reason: '退款' }, now: new Date() });
    const refunded = await eventually(
      () => api('/user', { token }),
      (r) => r.body.data.vip_info.growth_points === 0,
    );
    expect(refunded.body.data.vip_info.vip_level).toBe(2);
  });
});
