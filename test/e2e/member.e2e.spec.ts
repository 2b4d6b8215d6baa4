// The member area in real Chromium (phone size): check in on /signin and find the reward on /bean;
// like a product on the home grid and find it on /likes; the VIP centre. Screenshots of /signin,
// /likes and /vipinfo.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

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

it('shows the VIP level, the box and coupon counts, and the way to the draw history', async () => {
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
  await expect(page.locator('a[href="/ichiban/history"]').count()).resolves.toBe(1);
  await page.screenshot({ path: resolve(SHOTS, 'member-centre-mobile.png'), fullPage: true });
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
