// The admin's content tables over real HTTP on real PostgreSQL: coupon redeem codes a
// member then redeems (with use counts), the check-in reward table a member's check-in then pays,
// every content write recorded with the staff id, and the orders whose payment recovery voided.
import {
  adminCheckInRewardsResponseSchema,
  adminCouponCodesResponseSchema,
  createCouponCodeResponseSchema,
  endCouponCodeResponseSchema,
  updateCouponCodeResponseSchema,
  messages,
  voidedPaymentsResponseSchema,
} from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { systemMetadata } from '../../http/request-metadata';
import { runCommand } from '../../platform/command-runner';
import { walletDecider } from '../wallet/wallet.public';

let testShop: TestShop;
let api: TestShop['api'];
let admin: Buyer;
let support: Buyer;
let member: Buyer;

const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
  api(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

const changesBy = (staffId: string, kind: string) =>
  testShop.shop.infra.dataSource.query(
    'SELECT kind, row_key, action, written FROM content_staff_changes WHERE staff_id = $1 AND kind = $2 ORDER BY id',
    [staffId, kind],
  ) as Promise<{ kind: string; row_key: string; action: string; written: Record<string, unknown> | null }[]>;

beforeAll(async () => {
  testShop = await startTestShop({ database: 'staff_content', client: false });
  ({ api } = testShop);
  admin = await createBuyer(testShop.shop, { role: 'admin', name: '店長' });
  support = await createBuyer(testShop.shop, { role: 'support', name: '客服' });
  member = await createBuyer(testShop.shop, { name: '會員' });
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

const newCode = {
  code: 'staff-50',
  title: '後台 50 元折價券',
  description: '盒玩與商城適用',
  amount: 50,
  min_purchase: 300,
  category_ids: ['1', 'shop'],
  valid_days: 10,
  max_redemptions: 2,
};

describe('coupon codes', () => {
  it('refuses visitors, members and support with 403', async () => {
    for (const token of [undefined, member.token, support.token]) {
      expect((await send('GET', '/admin/coupon-codes', token)).status).toBe(403);
      expect((await send('POST', '/admin/coupon-codes', token, newCode)).status).toBe(403);
      expect((await send('POST', '/admin/coupon-codes/WELCOME100/end', token)).status).toBe(403);
    }
  });

  it('refuses bad input with its zh-TW message', async () => {
    const cases: [object, string][] = [
      [{ ...newCode, code: 'a b' }, messages.staffContent.codeInvalid],
      [{ ...newCode, title: ' ' }, messages.staffContent.titleRequired],
      [{ ...newCode, amount: 0 }, messages.staffContent.amountInvalid],
      [{ ...newCode, amount: 1.5 }, messages.staffContent.amountInvalid],
      [{ ...newCode, min_purchase: -1 }, messages.staffContent.minPurchaseInvalid],
      [{ ...newCode, valid_days: 0 }, messages.staffContent.validDaysInvalid],
      [{ ...newCode, max_redemptions: 0 }, messages.staffContent.maxRedemptionsInvalid],
      [{ ...newCode, category_ids: ['0'] }, messages.staffContent.categoryInvalid],
      [{ ...newCode, redeemable_until: 'tomorrow' }, messages.staffContent.untilInvalid],
      [{ ...newCode, redeemable_until: '2020-01-01T00:00:00+08:00' }, messages.staffContent.untilPast],
      [{ ...newCode, product_ids: ['no-such-product'] }, messages.staffContent.productNotFound],
    ];
    for (const [body, message] of cases) {
      const r = await send('POST', '/admin/coupon-codes', admin.token, body);
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message });
    }
    expect((await send('GET', '/admin/coupon-codes', admin.token)).body.data.some((c: { code: string }) => c.code === 'STAFF-50')).toBe(false);
  });

  it('creates a code members redeem, counts each redemption, and records who created it', async () => {
    const created = await send('POST', '/admin/coupon-codes', admin.token, newCode);
    expect(created.status).toBe(201);
    expect(createCouponCodeResponseSchema.parse(created.body).data).toMatchObject({
      code: 'STAFF-50',
      amount: 50,
      min_purchase: 300,
      category_ids: ['1', 'shop'],
      max_redemptions: 2,
      redeemed: 0,
      created_by: admin.userId,
      created_by_name: '店長',
    });
    const again = await send('POST', '/admin/coupon-codes', admin.token, { ...newCode, code: 'Staff-50' });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: messages.staffContent.codeTaken });

    const redeemed = await send('POST', '/user/coupons/redeem', member.token, { code: 'staff-50' });
    expect(redeemed.status).toBe(200);
    const coupons = await send('GET', '/user/coupons', member.token);
    expect(JSON.stringify(coupons.body)).toContain('後台 50 元折價券');
    // An unlimited demo code is counted too.
    expect((await send('POST', '/user/coupons/redeem', (await createBuyer(testShop.shop)).token, { code: 'WELCOME100' })).status).toBe(200);

    const list = adminCouponCodesResponseSchema.parse((await send('GET', '/admin/coupon-codes', admin.token)).body).data;
    expect(list[0]).toMatchObject({ code: 'STAFF-50', redeemed: 1, created_by: admin.userId, created_by_name: '店長' });
    expect(list.find((c) => c.code === 'WELCOME100')).toMatchObject({ redeemed: 1, created_by: null, created_by_name: null });

    expect(await changesBy(admin.userId, 'coupon_codes')).toEqual([
      expect.objectContaining({ row_key: 'STAFF-50', action: 'created', written: expect.objectContaining({ amount: 50, maxRedemptions: 2 }) }),
    ]);
  });

  it('ends a code now: members are refused as expired, ending again is 409, and who ended it is recorded', async () => {
    const leaked = { ...newCode, code: 'leaked-1', max_redemptions: null, redeemable_until: '2099-01-01T00:00:00+08:00' };
    expect((await send('POST', '/admin/coupon-codes', admin.token, leaked)).status).toBe(201);
    const early = await createBuyer(testShop.shop);
    expect((await send('POST', '/user/coupons/redeem', early.token, { code: 'LEAKED-1' })).status).toBe(200);

    const before = Date.now();
    const ended = await send('POST', '/admin/coupon-codes/leaked-1/end', admin.token);
    expect(ended.status).toBe(200);
    const data = endCouponCodeResponseSchema.parse(ended.body).data;
    expect(data).toMatchObject({ code: 'LEAKED-1', redeemed: 1, created_by: admin.userId });
    expect(Date.parse(data.redeemable_until!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.redeemable_until!)).toBeLessThanOrEqual(Date.now());

    const list = adminCouponCodesResponseSchema.parse((await send('GET', '/admin/coupon-codes', admin.token)).body).data;
    expect(list.find((c) => c.code === 'LEAKED-1')).toEqual(data);

    const late = await createBuyer(testShop.shop);
    const refused = await send('POST', '/user/coupons/redeem', late.token, { code: 'leaked-1' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: messages.coupon.codeExpired });

    const again = await send('POST', '/admin/coupon-codes/LEAKED-1/end', admin.token);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: messages.staffContent.codeEnded });
    const unknown = await send('POST', '/admin/coupon-codes/NO-SUCH-CODE/end', admin.token);
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: messages.staffContent.codeNotFound });
    const bad = await send('POST', '/admin/coupon-codes/a%20b/end', admin.token);
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: messages.staffContent.codeInvalid });
    const support403 = await send('POST', '/admin/coupon-codes/STAFF-50/end', support.token);
    expect(support403.status).toBe(403);

    const changes = (await changesBy(admin.userId, 'coupon_codes')).filter((c) => c.row_key === 'LEAKED-1');
    expect(changes).toEqual([
      expect.objectContaining({ action: 'created' }),
      expect.objectContaining({ action: 'ended', written: { redeemableUntil: data.redeemable_until } }),
    ]);
  });

  it('edits a code: new words and limits for later redemptions, refused below its redemptions or once ended, recorded with only what changed', async () => {
    const body = { ...newCode, code: 'edit-me', max_redemptions: 3, redeemable_until: '2099-01-01T00:00:00+08:00' };
    expect((await send('POST', '/admin/coupon-codes', admin.token, body)).status).toBe(201);
    for (const who of [await createBuyer(testShop.shop), await createBuyer(testShop.shop)])
      expect((await send('POST', '/user/coupons/redeem', who.token, { code: 'EDIT-ME' })).status).toBe(200);
    const edit = { title: '改過的名稱', description: '', redeemable_until: '2099-06-30T23:59:59+08:00', max_redemptions: 3 };
    for (const token of [undefined, member.token, support.token])
      expect((await send('PUT', '/admin/coupon-codes/EDIT-ME', token, edit)).status).toBe(403);
    const cases: [string, object, number, string][] = [
      ['EDIT-ME', { ...edit, title: ' ' }, 400, messages.staffContent.titleRequired],
      ['EDIT-ME', { ...edit, max_redemptions: 1 }, 400, messages.staffContent.maxBelowRedeemed(2)],
      ['EDIT-ME', { ...edit, redeemable_until: '2020-01-01T00:00:00+08:00' }, 400, messages.staffContent.untilPast],
      [
        'EDIT-ME',
        { ...edit, title: body.title, description: body.description, redeemable_until: body.redeemable_until },
        400,
        messages.staffContent.codeUnchanged,
      ],
      ['NO-SUCH-CODE', edit, 404, messages.staffContent.codeNotFound],
      ['a%20b', edit, 400, messages.staffContent.codeInvalid],
    ];
    for (const [code, change, status, message] of cases) {
      const r = await send('PUT', `/admin/coupon-codes/${code}`, admin.token, change);
      expect({ status: r.status, message: r.body.message }).toEqual({ status, message });
    }

    const edited = await send('PUT', '/admin/coupon-codes/edit-me', admin.token, edit);
    expect(edited.status).toBe(200);
    expect(updateCouponCodeResponseSchema.parse(edited.body).data).toMatchObject({
      code: 'EDIT-ME',
      title: '改過的名稱',
      description: '',
      amount: 50,
      max_redemptions: 3,
      redeemed: 2,
      redeemable_until: new Date('2099-06-30T23:59:59+08:00').toISOString(),
    });
    // A member who redeems it now gets the new name.
    const later = await createBuyer(testShop.shop);
    expect((await send('POST', '/user/coupons/redeem', later.token, { code: 'EDIT-ME' })).status).toBe(200);
    expect(JSON.stringify((await send('GET', '/user/coupons', later.token)).body)).toContain('改過的名稱');

    const changes = (await changesBy(admin.userId, 'coupon_codes')).filter((c) => c.row_key === 'EDIT-ME');
    expect(changes.map((c) => c.action)).toEqual(['created', 'updated']);
    expect(Object.keys(changes[1]!.written as object).sort()).toEqual(['description', 'redeemableUntil', 'title']);

    expect((await send('POST', '/admin/coupon-codes/EDIT-ME/end', admin.token)).status).toBe(200);
    const afterEnd = await send('PUT', '/admin/coupon-codes/EDIT-ME', admin.token, { ...edit, title: '再改' });
    expect({ status: afterEnd.status, message: afterEnd.body.message }).toEqual({ status: 409, message: messages.staffContent.codeEnded });
  });

  it('ends a code with no end date', async () => {
    const ended = await send('POST', '/admin/coupon-codes/WELCOME100/end', admin.token);
    expect(ended.status).toBe(200);
    expect(endCouponCodeResponseSchema.parse(ended.body).data).toMatchObject({ code: 'WELCOME100', created_by: null });
    expect(ended.body.data.redeemable_until).not.toBeNull();
  });
});

describe('check-in reward table', () => {
  it('refuses visitors, members and support, and bad rows', async () => {
    for (const token of [undefined, member.token, support.token]) {
      expect((await send('GET', '/admin/check-in-rewards', token)).status).toBe(403);
      expect((await send('PUT', '/admin/check-in-rewards/1', token, { points: 10, coupon_amount: 0 })).status).toBe(403);
    }
    const cases: [string, object, string][] = [
      ['8', { points: 10, coupon_amount: 0 }, messages.staffContent.dayInvalid],
      ['x', { points: 10, coupon_amount: 0 }, messages.staffContent.dayInvalid],
      ['1', { points: 0, coupon_amount: 0 }, messages.staffContent.rewardEmpty],
      ['1', { points: -5, coupon_amount: 0 }, messages.staffContent.rewardPointsInvalid],
      ['1', { points: 10, coupon_amount: 10, coupon_valid_days: 0 }, messages.staffContent.validDaysInvalid],
    ];
    for (const [day, body, message] of cases) {
      const r = await send('PUT', `/admin/check-in-rewards/${day}`, admin.token, body);
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message });
    }
  });

  it("changes a day's reward, which the next check-in pays, and records who changed it", async () => {
    const before = adminCheckInRewardsResponseSchema.parse((await send('GET', '/admin/check-in-rewards', admin.token)).body).data;
    expect(before.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const put = await send('PUT', '/admin/check-in-rewards/1', admin.token, { points: 77, coupon_amount: 15, coupon_min_purchase: 150 });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ day: 1, type: 'combined', points: 77, coupon_amount: 15, coupon_min_purchase: 150, coupon_valid_days: 30 });
    const after = adminCheckInRewardsResponseSchema.parse((await send('GET', '/admin/check-in-rewards', admin.token)).body).data;
    expect(after[0]).toEqual(put.body.data);
    expect(after.slice(1)).toEqual(before.slice(1));

    const checker = await createBuyer(testShop.shop);
    const checkedIn = await send('POST', '/user/check-in', checker.token, {});
    expect(checkedIn.status).toBe(200);
    expect(JSON.stringify(checkedIn.body)).toContain('77');
    await eventually(
      () => send('GET', '/user/points/balance', checker.token),
      (r) => JSON.stringify(r.body).includes('77'),
    );
    expect(await changesBy(admin.userId, 'check_in_rewards')).toEqual([
      expect.objectContaining({ row_key: '1', action: 'updated', written: expect.objectContaining({ points: 77, type: 'combined' }) }),
    ]);
  });
});

describe('editorial writes record the staff id', () => {
  it('a created, updated and deleted banner and a policy each leave a change by the admin', async () => {
    const banner = { image_url: '/images/staff.png', link: '/shop' };
    const created = await send('POST', '/admin/content/banners', admin.token, banner);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect((await send('PUT', `/admin/content/banners/${id}`, admin.token, { ...banner, link: '/gacha' })).status).toBe(200);
    expect((await send('DELETE', `/admin/content/banners/${id}`, admin.token)).status).toBe(200);
    // A failed write records nothing.
    expect((await send('DELETE', `/admin/content/banners/${id}`, admin.token)).status).toBe(404);
    expect((await changesBy(admin.userId, 'banners')).map((c) => [c.row_key, c.action, c.written?.link ?? null])).toEqual([
      [String(id), 'created', '/shop'],
      [String(id), 'updated', '/gacha'],
      [String(id), 'deleted', null],
    ]);
    expect((await send('PUT', '/admin/content/policies/terms', admin.token, { title: '條款', body: '內容' })).status).toBe(200);
    expect(await changesBy(admin.userId, 'policies')).toEqual([expect.objectContaining({ row_key: 'terms', action: 'updated' })]);
  });
});

describe('voided payments', () => {
  it('lists an order whose payment the wallet voided, to support and admins only', async () => {
    for (const token of [undefined, member.token]) expect((await send('GET', '/admin/voided-payments', token)).status).toBe(403);
    // What the purchase recovery does for an order it gives up on before payment: the wallet's refund finds no payment and voids it.
    await runCommand({
      store: testShop.shop.infra.eventStore,
      streamId: `wallet-${member.userId}`,
      decider: walletDecider,
      command: { type: 'RefundOrder', data: { userId: member.userId, orderId: 'order-voided-1', reason: '信用卡付款逾時' }, now: new Date() },
      metadata: systemMetadata(new Date()),
    });
    for (const token of [support.token, admin.token]) {
      const list = await eventually(
        () => send('GET', '/admin/voided-payments', token),
        (r) => r.status === 200 && r.body.data.length > 0,
      );
      expect(voidedPaymentsResponseSchema.parse(list.body).data).toEqual([
        expect.objectContaining({ order_id: 'order-voided-1', user_id: member.userId, member_name: '會員', reason: '信用卡付款逾時' }),
      ]);
    }
  });
});
