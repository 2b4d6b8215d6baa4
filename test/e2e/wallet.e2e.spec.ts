// The wallet in real Chromium: recharge 500 tokens through the local NewebPay dev gateway and see
// the balance; cancel a recharge and see the 3 s notice; redeem a demo coupon code; see points
// history. Screenshots (mobile 390×844, desktop 1280×800) of /recharge, the gateway and /coupons.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { AdjustPointsCommand } from '../../server/src/modules/wallet/wallet.public';
import { animationsFinished, launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const PHONE = '0933100001';
const PASSWORD = 'wallet-pass';
/** Seeded with the demo catalogue (server/src/modules/wallet/coupons/seed-demo-coupon-codes.ts). */
const DEMO_CODE = 'WELCOME100';
let shop: TestShop;
let browser: Browser;
let userId: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember(PHONE, PASSWORD, '小錢');
  // The account projection applies registrations asynchronously: retry the first login briefly.
  const login = await eventually(
    async () => {
      const response = await fetch(`${shop.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
      });
      return response.ok ? ((await response.json()) as { data: { user: { id: string } } }) : null;
    },
    (answer) => answer !== null,
    { timeoutMs: 30_000 },
  );
  userId = login!.data.user.id;
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function shopper(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto(`${shop.url}/login?redirect=${encodeURIComponent('/recharge')}`);
  await page.getByTestId('login-phone').fill(PHONE);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/recharge', { timeout: 15_000 });
  return { context, page };
}

const tokens = async (page: Page) => (await page.getByTestId('token-balance').textContent())?.replace(/\D/g, '') ?? '';

async function startRecharge(page: Page, amount: number): Promise<void> {
  await page.goto(`${shop.url}/recharge`);
  await page.getByTestId(`amount-${amount}`).click();
  // The saved invoice settings have loaded (the button waits for them too).
  await page.getByTestId('recharge-invoice').waitFor();
  await page.getByTestId('recharge-submit').click();
  // The browser itself posts the MPG form to the dev gateway's payment page.
  await page.waitForURL((url) => url.pathname.includes('gateway'), { timeout: 15_000 });
}

it('recharges 500 tokens through the dev gateway and shows the new balance', async () => {
  const { context, page } = await shopper({ width: 390, height: 844 });
  await eventually(
    () => tokens(page),
    (t) => t === '0',
  );
  // No invoice settings yet: the pre-check's toast, then /settings/invoice (002 §5).
  await page.getByTestId('recharge-invoice').waitFor();
  await page.getByTestId('amount-500').click();
  await page.getByTestId('recharge-submit').click();
  await page.waitForURL((url) => url.pathname === '/settings/invoice', { timeout: 15_000 });
  await page.getByTestId('invoice-settings-type-personal').click();
  await page.getByTestId('invoice-settings-email').fill('collector@example');
  await page.getByTestId('invoice-settings-save').click();
  const toast = page.getByTestId('toast');
  await toast.getByText('請輸入正確的 E-mail 格式').waitFor();
  await page.getByTestId('invoice-settings-email').fill('collector@example.com');
  await page.getByTestId('invoice-settings-mobileCarrier').fill('/abc-123');
  await page.screenshot({ path: resolve(SHOTS, 'settings-invoice-mobile.png') });
  await page.getByTestId('invoice-settings-save').click();
  // 已儲存 takes the place of the error: the two are never up side by side.
  await toast.getByText('已儲存').waitFor();
  await expect(toast.getByText('請輸入正確的 E-mail 格式').count()).resolves.toBe(0);
  // Saved: back to the recharge that sent the member there, its amount kept.
  await page.waitForURL((url) => url.pathname === '/recharge', { timeout: 15_000 });
  await eventually(
    () => page.getByTestId('amount-500').getAttribute('aria-checked'),
    (v) => v === 'true',
  );
  await eventually(
    () => page.getByTestId('recharge-invoice').textContent(),
    (t) => t?.includes('/ABC-123') ?? false,
  );
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-mobile.png') });

  await startRecharge(page, 500);
  await page.screenshot({ path: resolve(SHOTS, 'wallet-gateway-mobile.png'), fullPage: true });
  await page.getByRole('button', { name: '付款' }).click();

  await page.waitForURL((url) => url.pathname === '/recharge/complete', { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('status')).toBe('success');
  await eventually(
    () => page.getByTestId('complete-balance').textContent(),
    (t) => t?.replace(/\D/g, '') === '500',
    { timeoutMs: 15_000 },
  );

  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-complete-mobile.png') });

  await page.goto(`${shop.url}/recharge-details`);
  await eventually(
    () => page.getByTestId('recharge-row').count(),
    (n) => n === 1,
    { timeoutMs: 15_000 },
  );
  expect(await page.getByTestId('recharge-row').first().textContent()).toContain('+500');
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-details-mobile.png') });
  await context.close();
}, 90_000);

it('cancels a recharge: the notice shows for 3 s, then /recharge, balance unchanged', async () => {
  const { context, page } = await shopper({ width: 1280, height: 800 });
  const before = await eventually(
    () => tokens(page),
    (t) => t !== '',
  );
  await startRecharge(page, 1000);
  await page.screenshot({ path: resolve(SHOTS, 'wallet-gateway-desktop.png') });
  await page.getByRole('button', { name: '取消' }).click();

  await page.waitForURL((url) => url.pathname === '/recharge/complete', { timeout: 15_000 });
  const shownAt = Date.now();
  await page.getByTestId('recharge-cancelled').waitFor();
  expect(await page.getByTestId('recharge-cancelled').textContent()).toContain('交易已取消');
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-cancelled-desktop.png') });
  await page.waitForURL((url) => url.pathname === '/recharge', { timeout: 10_000 });
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThan(2_000);
  expect(waited).toBeLessThan(6_000);
  await eventually(
    () => tokens(page),
    (t) => t === before,
  );
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-desktop.png') });
  await context.close();
}, 90_000);

it('lists recharges by card: an abandoned one reads 已取消/逾時 after the gateway time limit, none 失敗; a row opens its details', async () => {
  const { context, page } = await shopper({ width: 390, height: 844 });
  // Left at the gateway: neither paid nor cancelled there.
  await startRecharge(page, 200);
  await page.goto(`${shop.url}/recharge-details`);
  const rowOf200 = () => page.getByTestId('recharge-row').filter({ hasText: '+200' });
  await eventually(
    () => rowOf200().textContent(),
    (t) => t?.includes('處理中') ?? false,
    { timeoutMs: 15_000 },
  );
  // As if left there 15 minutes ago: past MPG's TradeLimit, the gateway takes no payment for it.
  await shop.shop.infra.dataSource.query(
    `UPDATE token_history SET transaction_date = now() - interval '15 minutes' WHERE user_id = $1 AND amount = 200 AND transaction_type = 'recharge'`,
    [userId],
  );
  await page.reload();
  await eventually(
    () => rowOf200().textContent(),
    (t) => t?.includes('已取消/逾時') ?? false,
    { timeoutMs: 15_000 },
  );
  const rows = await page.getByTestId('recharge-row').allTextContents();
  // The paid 500, the 1000 cancelled at the gateway, the abandoned 200.
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row).toContain('信用卡');
    expect(row).not.toContain('newebpay');
    expect(row).not.toContain('失敗');
  }
  expect(rows.find((r) => r.includes('+1,000'))).toContain('已取消/逾時');
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-details-mobile.png') });
  await rowOf200().getByRole('button', { name: '儲值明細' }).click();
  await page.getByTestId('recharge-detail').waitFor();
  await expect(page.getByTestId('recharge-detail-status').textContent()).resolves.toBe('已取消/逾時');
  await animationsFinished(page);
  await page.screenshot({ path: resolve(SHOTS, 'wallet-recharge-detail-mobile.png') });
  await page.getByRole('link', { name: '重新儲值' }).click();
  await page.waitForURL((url) => url.pathname === '/recharge');
  await eventually(
    () => page.getByTestId('amount-200').getAttribute('aria-checked'),
    (v) => v === 'true',
  );
  await context.close();
}, 90_000);

it('redeems a demo coupon code, and refuses it a second time', async () => {
  for (const viewport of [
    { width: 390, height: 844, name: 'mobile' },
    { width: 1280, height: 800, name: 'desktop' },
  ]) {
    const { context, page } = await shopper(viewport);
    await page.goto(`${shop.url}/coupons`);
    const available = () => page.getByTestId('coupon-count-available').textContent();
    const before = Number(await eventually(available, (t) => /^\d+$/.test(t ?? '')));
    if (viewport.name === 'mobile') {
      await page.getByTestId('redeem-code').fill(DEMO_CODE);
      await page.getByTestId('redeem-submit').click();
      await eventually(available, (t) => Number(t) === before + 1);
      expect(await page.getByTestId('coupon-list').textContent()).toContain('$');
    } else {
      // Already redeemed on this account: the server refuses it with its own message.
      await page.getByTestId('redeem-code').fill(DEMO_CODE);
      await page.getByTestId('redeem-submit').click();
      await eventually(
        () => page.getByTestId('redeem-notice').textContent(),
        (t) => Boolean(t) && t !== '兌換成功',
      );
      expect(Number(await available())).toBe(before);
    }
    await page.screenshot({ path: resolve(SHOTS, `wallet-coupons-${viewport.name}.png`), fullPage: viewport.name === 'mobile' });
    await page.getByTestId('coupon-help-button').click();
    await page.getByTestId('coupon-help').waitFor();
    if (viewport.name === 'mobile') {
      await animationsFinished(page); // the pop-in, so the screenshot shows the dialog at rest
      await page.screenshot({ path: resolve(SHOTS, 'wallet-coupon-help-mobile.png') });
    }
    await context.close();
  }
}, 90_000);

it('shows points and their history, 20 a page, loading more on scroll', async () => {
  const grants = [1200, ...Array.from({ length: 22 }, () => 100)];
  for (const [i, delta] of grants.entries()) {
    // One second apart, so that "newest first" has one answer.
    const at = new Date(Date.now() - (grants.length - i) * 1000);
    await shop.shop.commands.execute(
      new AdjustPointsCommand({ userId, delta, reason: 'admin', reference: `e2e-${i}`, description: `活動贈點 #${i + 1}` }, systemMetadata(at)),
    );
  }
  const { context, page } = await shopper({ width: 390, height: 844 });
  await page.goto(`${shop.url}/bean`);
  await eventually(
    () => page.getByTestId('points-balance').textContent(),
    (t) => t?.replace(/\D/g, '') === '3400',
    { timeoutMs: 15_000 },
  );
  await page.screenshot({ path: resolve(SHOTS, 'wallet-bean-mobile.png') });
  await page.getByTestId('bean-history-link').click();
  await page.waitForURL((url) => url.pathname === '/beanlist');
  await eventually(
    () => page.getByTestId('points-row').count(),
    (n) => n === 20,
    { timeoutMs: 15_000 },
  );
  // Newest first: the first grant is on the second page, reached by scrolling to the end.
  await page.getByTestId('list-end').scrollIntoViewIfNeeded();
  await eventually(
    () => page.getByTestId('points-row').count(),
    (n) => n === 23,
  );
  const rows = await page.getByTestId('points-row').allTextContents();
  expect(rows[0]).toContain('活動贈點 #23');
  expect(rows[22]).toContain('活動贈點 #1');
  expect(rows[22]).toContain('+1,200');
  await expect(page.getByTestId('list-end').textContent()).resolves.toBe('沒有更多了');
  await page.screenshot({ path: resolve(SHOTS, 'wallet-beanlist-mobile.png') });
  await context.close();
}, 90_000);
