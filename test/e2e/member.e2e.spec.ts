// The member area in real Chromium (phone size): check in on /signin and find the reward on /bean;
// like a product on the home grid and find it on /likes; the VIP centre; bind a phone with the code
// from the console SMS sender (the invitation reward lands on /bean), exchange the points for a tool
// card on /beanExchange and find it on /cards; buy in the shop and see the VIP level rise on /vipinfo,
// told so on /news. Screenshots of /signin, /likes, /vipinfo, /settings/phone-binding, /beanExchange and /cards.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';
import { constants } from '@shop/contracts';
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../../server/src/modules/accounts/sessions.service';
import { devOutbox } from '../../server/src/modules/accounts/verification/dev-outbox';
import { creditWallet } from '../support/members';

const SHOTS = resolve(__dirname, '../../test-results');
const PHONE = '0933200001';
const PASSWORD = 'member-pass';
let shop: TestShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember(PHONE, PASSWORD, '林小美');
  // The account projection applies registrations asynchronously: wait until the login works.
  await eventually(
    async () =>
      (
        await fetch(`${shop.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
        })
      ).ok,
    (ok) => ok,
    { timeoutMs: 30_000 },
  );
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei', reducedMotion: 'reduce' });
  page = await context.newPage();
  await page.goto(`${shop.url}/login?redirect=${encodeURIComponent('/user')}`);
  await page.getByTestId('login-phone').fill(PHONE);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/user', { timeout: 15_000 });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

it('shows the VIP level, the box, coupon and open-order counts, and the way to the draw history', async () => {
  await eventually(
    () => page.getByTestId('member-vip').textContent(),
    (t) => /^VIP1 /.test(t ?? ''),
  );
  await eventually(
    () => page.getByTestId('member-count-box').textContent(),
    (t) => t === '0',
  );
  await eventually(
    () => page.getByTestId('member-count-coupons').textContent(),
    (t) => /^\d+$/.test(t ?? ''),
  );
  // GET /api/orders/status/counts: nothing under way yet.
  await eventually(
    () => page.getByTestId('member-count-orders').textContent(),
    (t) => t === '0',
  );
  await expect(page.locator('a[href="/ichiban/history"]').count()).resolves.toBe(1);
  await page.screenshot({ path: resolve(SHOTS, 'member-centre-mobile.png'), fullPage: true });
});

it('gives the member their invite link on /user, to copy, and the link opens the invitation', async () => {
  await page.goto(`${shop.url}/user`);
  const url = page.getByTestId('invite-url');
  await url.waitFor();
  const link = (await url.textContent())!;
  expect(link).toMatch(new RegExp(`^${shop.url}/invite/[A-Za-z0-9]{4,32}$`));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  await page.getByTestId('invite-copy').click();
  await page.getByTestId('toast').getByText('已複製邀請連結').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
  await page.getByTestId('invite-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(SHOTS, 'member-invite.png') });
  const friend = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' })).newPage();
  await friend.goto(link);
  await expect(friend.getByTestId('invite-inviter').textContent()).resolves.toBe('林小美');
  await friend.context().close();
});

it('checks in from the member centre and finds the reward on /bean', async () => {
  // The check-in tile carries the dot until today's check-in is done.
  const tile = page.locator('a[href="/signin"]').first();
  await tile.waitFor();
  await tile.click();
  await page.waitForURL((url) => url.pathname === '/signin');
  await expect(page.getByTestId('checkin-day-1').getAttribute('data-state')).resolves.toBe('today');
  const today = (await page.getByTestId('checkin-today').textContent()) ?? '';
  const points = Number(today.match(/(\d+) 點紅利/)?.[1]);
  expect(points).toBeGreaterThan(0);
  await page.screenshot({ path: resolve(SHOTS, 'member-signin-before.png'), fullPage: true });

  await page.getByTestId('checkin-button').click();
  await page.getByText('今日已簽到', { exact: true }).waitFor();
  await expect(page.getByTestId('checkin-day-1').getAttribute('data-state')).resolves.toBe('done');
  await page.getByTestId('checkin-marquee').getByText('林**').waitFor();
  await page.screenshot({ path: resolve(SHOTS, 'member-signin-after.png'), fullPage: true });

  await page.getByText('查看我的紅利').click();
  await page.waitForURL((url) => url.pathname === '/bean');
  await eventually(
    () => page.getByTestId('points-balance').textContent(),
    (text) => text?.replace(/\D/g, '') === String(points),
  );
  await page.getByTestId('bean-history-link').click();
  await page.getByText('每日簽到第 1 天').waitFor();

  // The VIP centre: a new member is bronze with the benefits table.
  await page.goto(`${shop.url}/vipinfo`);
  await expect(page.getByTestId('vip-level').textContent()).resolves.toBe('VIP 1・青銅');
  await page.screenshot({ path: resolve(SHOTS, 'member-vipinfo.png'), fullPage: true });
}, 90_000);

it('likes a product on the home grid and finds it on /likes', async () => {
  await page.goto(`${shop.url}/`);
  // The home page opens with its cover promotions over the grid: close them.
  await page.getByTestId('cover-promo').waitFor();
  while (await page.getByTestId('cover-promo').count()) await page.getByTestId('promo-close').click();
  const heart = page.getByTestId('product-grid-0').locator('[data-testid^="like-"]').first();
  await heart.waitFor();
  const productId = (await heart.getAttribute('data-testid'))!.slice('like-'.length);
  await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
  await heart.click();
  await eventually(
    () => heart.getAttribute('aria-pressed'),
    (pressed) => pressed === 'true',
  );
  // The heart is not the card's link: the shopper stays on the home page.
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto(`${shop.url}/likes`);
  const row = page.getByTestId(`liked-${productId}`);
  await row.waitFor();
  await page.screenshot({ path: resolve(SHOTS, 'member-likes.png'), fullPage: true });
  await row.getByTestId(`like-${productId}`).click();
  await page.getByText('還沒有收藏的商品').waitFor();
}, 90_000);

it('binds a phone with the code from the console SMS sender, exchanges the reward for a tool card and finds it on /cards', async () => {
  // A friend of 林小美 who signed up with Google (no phone), invited by her code.
  const login = await shop.api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: PHONE, password: PASSWORD }) });
  const inviterToken = login.body.data.token as string;
  const invitationCode = (await shop.api('/user', { token: inviterToken })).body.data.invitation_code as string;
  const inviterPointsBefore = (await shop.api('/user', { token: inviterToken })).body.data.total_points as number;
  const { userId } = await RegisterUserHandler.standalone(shop.shop.infra).execute(
    new RegisterUserCommand(null, null, '陳小華', 'member', 'google', {
      provider: { provider: 'google', subject: 'g-journey', email: null },
      invitationCode,
    }),
  );
  const token = await new SessionsService(shop.shop.infra.dataSource, shop.shop.infra.eventStore).create(userId, 'google');
  await eventually(
    async () => (await shop.api('/user', { token })).status,
    (status) => status === 200,
    { timeoutMs: 30_000 },
  );
  const user = { id: userId, uid: userId, name: '陳小華', displayName: '陳小華', phone: null, email: null, photoURL: null, role: 'member' };
  const friend = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    reducedMotion: 'reduce',
  });
  await friend.addInitScript(
    ([keys, t, u]) => {
      localStorage.setItem(keys[0], t);
      localStorage.setItem(keys[1], u);
    },
    [[constants.storageKeys.authToken, constants.storageKeys.userInfo], token, JSON.stringify(user)] as const,
  );
  const tab = await friend.newPage();
  try {
    // Settings lists phone binding for an account without a phone.
    await tab.goto(`${shop.url}/settings`);
    await tab.getByTestId('settings-phone-binding').click();
    await tab.waitForURL((url) => url.pathname === '/settings/phone-binding');
    const phone = '0955123456';
    await tab.getByTestId('binding-phone').fill(phone);
    await tab.getByTestId('captcha-status').and(tab.locator('[data-state="solved"]')).waitFor({ timeout: 30_000 });
    await tab.screenshot({ path: resolve(SHOTS, 'member-phone-binding-phone.png'), fullPage: true });
    await tab.getByTestId('binding-next').click();
    await tab.getByTestId('binding-code').waitFor();
    // The resend button counts down its 60 s.
    await expect(tab.getByTestId('send-code').isDisabled()).resolves.toBe(true);
    const code = await eventually(
      async () => devOutbox.lastCode(phone),
      (c) => c !== undefined,
    );
    await tab.getByTestId('binding-code').fill(code!);
    await tab.screenshot({ path: resolve(SHOTS, 'member-phone-binding-code.png'), fullPage: true });
    await tab.getByTestId('binding-confirm').click();
    await tab.getByTestId('binding-done').waitFor();
    await expect(tab.getByTestId('binding-reward').textContent()).resolves.toContain('200');
    await tab.screenshot({ path: resolve(SHOTS, 'member-phone-binding-done.png'), fullPage: true });
    // The inviter got her 200 too.
    expect((await shop.api('/user', { token: inviterToken })).body.data.total_points).toBe(inviterPointsBefore + 200);

    // The reward lands on /bean, and buys a hint card on /beanExchange.
    await tab.getByTestId('binding-to-bean').click();
    await tab.waitForURL((url) => url.pathname === '/bean');
    await eventually(
      () => tab.getByTestId('points-balance').textContent(),
      (text) => text?.replace(/\D/g, '') === '200',
    );
    await tab.getByTestId('bean-exchange-link').click();
    await tab.waitForURL((url) => url.pathname === '/beanExchange');
    await tab.getByTestId('exchange-item-shake-1').waitFor();
    await tab.screenshot({ path: resolve(SHOTS, 'member-bean-exchange.png'), fullPage: true });
    await tab.getByTestId('exchange-shake-1').click();
    await tab.getByTestId('confirm-ok').click();
    await eventually(
      () => tab.getByTestId('exchange-balance').textContent(),
      (text) => text?.replace(/\D/g, '') === '0',
    );

    // /cards: the card under 全部 and 提示卡, none expired.
    await tab.goto(`${shop.url}/cards`);
    await eventually(
      () => tab.getByTestId('card-count-all').textContent(),
      (text) => text === '1',
    );
    await expect(tab.getByTestId('card-count-shake_card').textContent()).resolves.toBe('1');
    await expect(tab.getByTestId('card-count-expired').textContent()).resolves.toBe('0');
    await tab.getByTestId('card-row-shake_card').waitFor();
    await tab.screenshot({ path: resolve(SHOTS, 'member-cards.png'), fullPage: true });
    await tab.getByTestId('card-tab-expired').click();
    await tab.getByText('沒有已過期的道具卡').waitFor();
  } finally {
    await friend.close();
  }
}, 120_000);

it('rises from VIP 1 to VIP 2 after 1,350 spent in the shop, and is told so on /news', async () => {
  const login = await shop.api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: PHONE, password: PASSWORD }) });
  const token = login.body.data.token as string;
  const userId = login.body.data.user.id as string;
  await creditWallet(shop.shop, userId, { tokens: 1_350 });
  // 3 × 450 in the shop: 1,350 growth, past level 2's 1,000.
  const order = await shop.post('/orders', token, {
    recipient_name: '林小美',
    recipient_phone: '0912345678',
    recipient_address: '台北市信義區市府路 1 號',
    items: [{ product_id: 's02', quantity: 3 }],
  });
  expect(order.status).toBe(200);

  await page.goto(`${shop.url}/vipinfo`);
  await eventually(
    async () => {
      await page.reload();
      return page.getByTestId('vip-level').textContent();
    },
    (level) => level === 'VIP 2・白銀',
    { timeoutMs: 20_000 },
  );
  await page.screenshot({ path: resolve(SHOTS, 'member-vipinfo-risen.png'), fullPage: true });

  await page.goto(`${shop.url}/news`);
  const told = page.locator('[data-testid=notification-list] button', { hasText: '會員等級升級' });
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('notification-list').waitFor();
      return told.count();
    },
    (n) => n === 1,
    { timeoutMs: 20_000 },
  );
  await expect(told.textContent()).resolves.toContain('VIP 1・青銅 升級為 VIP 2・白銀');
  await page.screenshot({ path: resolve(SHOTS, 'member-level-notice.png') });
}, 90_000);

it('keeps the address book in order: 請填寫完整地址資訊, the settings phone wording, and an edit needs a change', async () => {
  await page.goto(`${shop.url}/settings/address`);
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  const error = form.getByTestId('address-error');
  await form.getByTestId('address-name').fill('林小美');
  await form.getByTestId('address-save').click();
  await expect(error.textContent()).resolves.toBe('請填寫完整地址資訊');
  await form.getByTestId('address-phone').fill('0812345678');
  await form.getByTestId('address-city').selectOption('臺中市');
  await form.getByTestId('address-district').selectOption('西屯區');
  await form.getByTestId('address-detail').fill('臺灣大道三段 99 號');
  await form.getByTestId('address-save').click();
  await expect(error.textContent()).resolves.toBe('請輸入正確的台灣手機（例如 0912345678）');
  await page.screenshot({ path: resolve(SHOTS, 'address-phone.png') });
  await form.getByTestId('address-phone').fill('0912345678');
  await form.getByTestId('address-save').click();
  const item = page.getByTestId('address-item');
  await item.waitFor();
  await expect(item.textContent()).resolves.toContain('臺中市西屯區臺灣大道三段 99 號');

  // Edit: saving it unchanged is refused; a change is saved.
  await item.getByRole('button', { name: '編輯' }).click();
  await form.getByTestId('address-save').click();
  await expect(error.textContent()).resolves.toBe('地址資訊沒有變更，請修改後再儲存');
  await page.screenshot({ path: resolve(SHOTS, 'address-unchanged.png') });
  await form.getByTestId('address-detail').fill('臺灣大道三段 100 號');
  await form.getByTestId('address-save').click();
  await item.waitFor();
  await expect(item.textContent()).resolves.toContain('臺灣大道三段 100 號');
}, 60_000);
