// Catalogue and editorial reads, the install reward and the admin write API, over real HTTP on
// real PostgreSQL with the demo seed.
import {
  bannersResponseSchema,
  hotKeywordsResponseSchema,
  hotProductsResponseSchema,
  latestNoticesResponseSchema,
  messages,
  notificationsResponseSchema,
  officialInfoDetailSchema,
  officialInfoPageSchema,
  policyResponseSchema,
  productPageSchema,
  productSearchResponseSchema,
  pwaInstallRewardResponseSchema,
  simpleProductListSchema,
} from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { RegisterUserCommand } from '../accounts/accounts.public';

let testShop: TestShop;
let api: TestShop['api'];

async function signUpAndIn(phone: string, role: 'member' | 'admin' = 'member'): Promise<string> {
  await testShop.shop.commands.execute(new RegisterUserCommand(phone, 'secret-pass', `用戶${phone.slice(-3)}`, role, 'cli'));
  const deadline = Date.now() + 5000;
  for (;;) {
    const r = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone, password: 'secret-pass' }) });
    if (r.status === 200) return r.body.data.token as string;
    if (Date.now() > deadline) throw new Error('login never succeeded');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  testShop = await startTestShop({ database: 'content', client: false });
  ({ api } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('catalogue reads', () => {
  it('pages products 40 at a time, newest first, with ichiban ticket counts', async () => {
    const first = await api('/products?page=1');
    expect(first.status).toBe(200);
    const page = productPageSchema.parse(first.body);
    expect(page.data).toHaveLength(40);
    expect(page.total).toBe(42);
    expect(page.last_page).toBe(2);
    expect(page.data[0]).toMatchObject({ id: '1001', type: 0, raffle_info: { total_tickets: 160, remaining_tickets: 160 } });
    const second = productPageSchema.parse((await api('/products?page=2')).body);
    expect(second.data).toHaveLength(2);
    expect(new Set([...page.data, ...second.data].map((p) => p.id)).size).toBe(42);
  });

  it('filters by type and answers the simple format', async () => {
    const gacha = productPageSchema.parse((await api('/products?type=2&limit=100')).body);
    expect(gacha.total).toBe(18);
    expect(gacha.data.every((p) => p.type === 2 && p.raffle_info === null)).toBe(true);
    const simple = simpleProductListSchema.parse((await api('/products?format=simple&limit=5')).body);
    expect(simple.items).toHaveLength(5);
  });

  it('refuses bad paging with the list message, not a 500', async () => {
    for (const q of ['page=0', 'limit=abc', 'type=7', 'format=xml']) {
      const r = await api(`/products?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('無法獲取商品列表');
    }
  });

  it('gives the first 6 products as hot items, and curated keywords', async () => {
    const hot = hotProductsResponseSchema.parse((await api('/products/hot')).body);
    const list = productPageSchema.parse((await api('/products')).body);
    expect(hot.data.map((h) => h.id)).toEqual(list.data.slice(0, 6).map((p) => p.id));
    const keywords = hotKeywordsResponseSchema.parse((await api('/products/keywords/hot')).body);
    expect(keywords.data).toContain('一番賞');
  });

  it('searches names and descriptions, trims, and rejects a blank keyword', async () => {
    const cats = productSearchResponseSchema.parse((await api(`/products/search?q=${encodeURIComponent('  貓咪 ')}`)).body);
    expect(cats.data.length).toBeGreaterThan(1);
    expect(cats.data.every((p) => /貓咪/.test(p.name) || p.id === '3001')).toBe(true);
    const none = productSearchResponseSchema.parse((await api(`/products/search?q=${encodeURIComponent('%_不存在的商品')}`)).body);
    expect(none.data).toEqual([]);
    const blank = await api('/products/search?q=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('您尚未輸入要尋找的關鍵字');
  });

  it('keeps GET /products/{id} working beside the static paths', async () => {
    const r = await api('/products/2001');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: '2001', type: 1 });
  });
});

describe('editorial reads', () => {
  it('serves banners with the cover promos as overlay ads', async () => {
    const body = bannersResponseSchema.parse((await api('/banners')).body);
    if (Array.isArray(body)) throw new Error('expected the object form');
    expect(body.banners).toHaveLength(4);
    expect(body.overlay_ads.length).toBeGreaterThan(0);
  });

  it('serves at most `limit` marquee notices, newest first', async () => {
    // The demo's sold-out tube was bought at seeding (ichiban's seed-demo-sold-out-tube.ts): the
    // shop has a win, one line for the whole order, so the marquee shows it rather than the
    // editorial notices.
    const body = latestNoticesResponseSchema.parse((await api('/orders/latest-notices?limit=3')).body);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.data[0].text).toMatch(/^恭喜 示\*\* 在「一番賞 賽博都市 霓虹夜」抽中 /);
    expect((await api('/orders/latest-notices?limit=0')).status).toBe(400);
  });

  it('pages official info 10 at a time and counts views', async () => {
    const page = officialInfoPageSchema.parse((await api('/official-info?page=1&limit=10')).body);
    expect(page.data).toHaveLength(10);
    expect(page.last_page).toBe(2);
    const id = page.data[0].id;
    const before = page.data[0].views;
    const detail = officialInfoDetailSchema.parse((await api(`/official-info/${id}`)).body);
    expect(detail.data.views).toBe(before + 1);
    for (const bad of ['abc', '999999']) {
      const r = await api(`/official-info/${bad}`);
      expect([400, 404]).toContain(r.status);
      expect(r.body.message).toBe('無效的情報ID');
    }
  });

  it('serves each policy text', async () => {
    for (const key of ['privacy', 'terms', 'aboutus', 'contactus', 'return-policy']) {
      const body = policyResponseSchema.parse((await api(`/policies/${key}`)).body);
      expect(body.data.body.length).toBeGreaterThan(50);
    }
    expect((await api('/policies/unknown')).status).toBe(400);
  });
});

describe('notifications and the install reward', () => {
  it('marks a notification read for that member only', async () => {
    const token = await signUpAndIn('0911000001');
    const mine = notificationsResponseSchema.parse((await api('/notifications', { token })).body);
    expect(mine.unread).toBe(mine.data.length);
    const id = mine.data[0].id;
    expect((await api(`/notifications/${id}/read`, { method: 'POST', token })).status).toBe(200);
    expect((await api(`/notifications/${id}/read`, { method: 'POST', token })).status).toBe(200);
    const after = notificationsResponseSchema.parse((await api('/notifications', { token })).body);
    expect(after.data.find((n) => n.id === id)?.read).toBe(true);
    expect(after.unread).toBe(mine.unread - 1);
    const visitor = notificationsResponseSchema.parse((await api('/notifications')).body);
    expect(visitor.data.every((n) => !n.read)).toBe(true);
    expect((await api(`/notifications/${id}/read`, { method: 'POST' })).status).toBe(401);
    expect((await api('/notifications/999999/read', { method: 'POST', token })).status).toBe(404);
  });

  it('lights the news bell on GET /user until the member has read every notice', async () => {
    const token = await signUpAndIn('0911000006');
    const badge = async () => (await api('/user', { token })).body.data.badge_status.show_notification_badge;
    expect(await badge()).toBe(true);
    const { data } = notificationsResponseSchema.parse((await api('/notifications', { token })).body);
    for (const n of data) expect((await api(`/notifications/${n.id}/read`, { method: 'POST', token })).status).toBe(200);
    expect(await badge()).toBe(false);
  });

  it('lists a member’s own notifications, made from their events, beside the ones to everyone, and counts them on the bell', async () => {
    const token = await signUpAndIn('0911000007');
    const staff = await signUpAndIn('0911000008', 'admin');
    const userId = (await api('/user', { token })).body.data.uid as string;
    const everyone = notificationsResponseSchema.parse((await api('/notifications', { token })).body);
    for (const n of everyone.data) await api(`/notifications/${n.id}/read`, { method: 'POST', token });
    expect((await api('/user', { token })).body.data.badge_status.show_notification_badge).toBe(false);

    const grant = await api(`/admin/wallet/${userId}/points`, {
      method: 'POST',
      token: staff,
      body: JSON.stringify({ delta: 200, description: '補償延遲出貨', reference: 'case-88' }),
    });
    expect(grant.status).toBe(200);
    const listed = await eventually(
      async () => notificationsResponseSchema.parse((await api('/notifications', { token })).body),
      (r) => r.data.some((n) => typeof n.id === 'string'),
    );
    const own = listed.data.find((n) => typeof n.id === 'string')!;
    expect(own).toMatchObject({ id: `wallet-${userId}.${own.id.toString().split('.')[1]}`, title: '獲得紅利', read: false });
    expect(own.desc).toBe('200 紅利點數已存入您的帳戶（補償延遲出貨）。');
    expect(listed.data[0]).toEqual(own);
    expect(listed.data.filter((n) => typeof n.id === 'number')).toHaveLength(everyone.data.length);
    expect(listed.unread).toBe(1);
    expect((await api('/user', { token })).body.data.badge_status.show_notification_badge).toBe(true);

    // Only its member may read it; an id of neither shape is refused with the spec's message.
    const other = await signUpAndIn('0911000009');
    expect((await api(`/notifications/${own.id}/read`, { method: 'POST', token: other })).status).toBe(404);
    expect(notificationsResponseSchema.parse((await api('/notifications', { token: other })).body).data.some((n) => n.id === own.id)).toBe(false);
    const bad = await api('/notifications/not-an-id/read', { method: 'POST', token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.catalog.noticeFailed);

    expect((await api(`/notifications/${own.id}/read`, { method: 'POST', token })).status).toBe(200);
    expect((await api(`/notifications/${own.id}/read`, { method: 'POST', token })).status).toBe(200);
    const after = notificationsResponseSchema.parse((await api('/notifications', { token })).body);
    expect(after.data.find((n) => n.id === own.id)?.read).toBe(true);
    expect(after.unread).toBe(0);
    expect((await api('/user', { token })).body.data.badge_status.show_notification_badge).toBe(false);
  });

  it('grants the install reward once per member, even to racing claims', async () => {
    expect((await api('/rewards/pwa-install', { method: 'POST' })).status).toBe(401);
    const token = await signUpAndIn('0911000002');
    const answers = await Promise.all([1, 2, 3].map(() => api('/rewards/pwa-install', { method: 'POST', token })));
    const parsed = answers.map((a) => pwaInstallRewardResponseSchema.parse(a.body));
    expect(parsed.filter((p) => !p.already_claimed)).toHaveLength(1);
    expect(parsed.every((p) => p.data.coupon.title.includes('50 元'))).toBe(true);
    // The wallet holds exactly one install coupon, whatever the number of claims.
    const deadline = Date.now() + 5000;
    let installCoupons: { title: string; amount: number }[] = [];
    do {
      const coupons = await api('/user/coupons', { token });
      installCoupons = (coupons.body.data as { title: string; amount: number }[]).filter((c) => c.title.includes('安裝 App'));
      if (installCoupons.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
    expect(installCoupons).toEqual([expect.objectContaining({ amount: 50 })]);
  });
});

describe('admin write API', () => {
  it('lets an admin add a banner and refuses members and bad links', async () => {
    const member = await signUpAndIn('0911000003');
    const admin = await signUpAndIn('0911000004', 'admin');
    const banner = { image_url: '/demo/banners/banner-1.svg', link: '/shop', sort: 9 };
    expect((await api('/admin/content/banners', { method: 'POST', token: member, body: JSON.stringify(banner) })).status).toBe(403);
    const bad = await api('/admin/content/banners', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ ...banner, link: 'javascript:alert(1)' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('儲存失敗');
    const created = await api('/admin/content/banners', { method: 'POST', token: admin, body: JSON.stringify(banner) });
    expect(created.status).toBe(201);
    const list = bannersResponseSchema.parse((await api('/banners')).body);
    if (Array.isArray(list)) throw new Error('expected the object form');
    expect(list.banners.at(-1)).toMatchObject({ id: created.body.data.id, link: '/shop' });
    expect((await api(`/admin/content/banners/${created.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api(`/admin/content/banners/${created.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('updates a policy text', async () => {
    const admin = await signUpAndIn('0911000005', 'admin');
    const r = await api('/admin/content/policies/terms', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ title: '服務條款', body: '新的服務條款內容。' }),
    });
    expect(r.status).toBe(200);
    expect(policyResponseSchema.parse((await api('/policies/terms')).body).data.body).toBe('新的服務條款內容。');
  });
});
