// The shop in real Chromium (phone size): add to cart → check out with tokens → the order in
// /order/list under 處理中 with the tab counts; check out by card through the dev gateway →
// /order/success → paid; kuji and recharge orders listed beside the shop's. Screenshots of every
// screen on the way go to test-results/.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, logIn } from '../support/browser';
import { eventually } from '../support/eventually';
import { creditWallet } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const PHONE = '0933160016';
const PASSWORD = 'shop-pass';
let shop: TestShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const shot = (name: string) => page.screenshot({ path: resolve(SHOTS, `shop-${name}-mobile.png`) });
const tabCount = async (tab: string) => (await page.getByTestId(`order-tab-${tab}`).locator('.order-tabs__count').textContent()) ?? '';

/** The recipient comes from the address book: its default is preselected once there is one. */
async function expectDefaultAddress(): Promise<void> {
  await page.getByTestId('checkout-address').first().waitFor();
  expect(await page.getByTestId('checkout-address').locator('input:checked').count()).toBe(1);
  expect(
    await page
      .getByTestId('checkout-address')
      .filter({ has: page.locator('input:checked') })
      .textContent(),
  ).toContain('林小美');
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop({ database: 'shop_e2e' });
  browser = await launchChromium();
  await shop.createMember(PHONE, PASSWORD, '林小美');
  const login = await eventually(
    async () => {
      const r = await shop.api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: PHONE, password: PASSWORD }) });
      return r.status === 200 ? (r.body.data as { token: string; user: { id: string } }) : null;
    },
    (answer) => answer !== null,
    { timeoutMs: 30_000 },
  );
  token = login!.token;
  await creditWallet(shop.shop, login!.user.id, { tokens: 3000 });
  // The card path's e-invoice comes from the saved settings (002 §5 pre-checks).
  expect((await shop.api('/user/invoice-settings/donation', { method: 'PUT', token, body: JSON.stringify({ donation_code: '88888' }) })).status).toBe(
    200,
  );
  expect(
    (
      await shop.api('/user/invoice-settings/email', {
        method: 'PUT',
        token,
        body: JSON.stringify({ email: 'mei@example.tw', invoice_type: 'donation' }),
      })
    ).status,
  ).toBe(200);
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei', reducedMotion: 'reduce' });
  page = await context.newPage();
  await logIn(page, shop.url, { phone: PHONE, password: PASSWORD, redirect: '/shop' });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

it('adds to the cart, checks out with tokens and finds the order under 處理中', async () => {
  await page.getByTestId('shop-item-s02').waitFor();
  await shot('list');
  await page.getByTestId('shop-view-toggle').click();
  await page.getByTestId('shop-items').and(page.locator('.shop-grid')).waitFor();
  await shot('grid');

  await page.getByTestId('shop-item-s02').click();
  await page.waitForURL((url) => url.pathname === '/shop/detail/s02');
  await page.getByTestId('detail-price').waitFor();
  await page.getByRole('button', { name: '增加' }).click();
  await page.getByTestId('add-to-cart').click();
  await page.getByText('已加入購物車').waitFor();
  await shot('detail');

  await page.getByTestId('cart-link').click();
  await page.waitForURL((url) => url.pathname === '/cart');
  expect(await page.getByTestId('cart-total').textContent()).toBe('NT$ 900');
  await shot('cart');
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  // An empty address book: the checkout asks for a new address and picks it once saved.
  await page.getByTestId('address-form').waitFor();
  await shot('checkout-new-address');
  await page.getByTestId('address-name').fill('林小美');
  await page.getByTestId('address-phone').fill('0912345678');
  await page.getByTestId('address-city').selectOption('臺北市');
  await page.getByTestId('address-district').selectOption('中正區');
  await page.getByTestId('address-detail').fill('重慶南路一段 122 號');
  await page.getByTestId('address-save').click();
  await expectDefaultAddress();
  expect(await page.getByTestId('checkout-payable').textContent()).toBe('NT$ 900');
  await shot('checkout');
  await page.getByTestId('checkout-submit').click();

  await page.waitForURL((url) => url.pathname === '/order/success', { timeout: 15_000 });
  await page.getByTestId('order-result').waitFor();
  await shot('success');
  // The result page moves on to the order after 800 ms.
  await page.waitForURL((url) => url.pathname.startsWith('/order/detail/'), { timeout: 15_000 });
  await eventually(
    () => page.getByTestId('order-status').textContent(),
    (t) => t === '處理中',
    { timeoutMs: 15_000 },
  );
  expect(await page.getByTestId('order-final').textContent()).toBe('NT$ 900');
  await shot('order-detail');

  await page.goto(`${shop.url}/order/list?status=processing`);
  await page.getByTestId('order-card').first().waitFor();
  expect(await page.getByTestId('order-card').count()).toBe(1);
  expect(await page.getByTestId('order-card').first().getAttribute('data-type')).toBe('shop');
  expect(await tabCount('processing')).toBe('1');
  expect(await tabCount('all')).toBe('1');
  await shot('orders-processing');
});

it('pays by card through the dev gateway and shows the order paid', async () => {
  await page.goto(`${shop.url}/shop/detail/s05`);
  await page.getByTestId('buy-now').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expectDefaultAddress();
  await page.getByTestId('pay-card').check();
  await page.getByTestId('checkout-submit').click();
  // The browser itself posts the MPG form to the dev gateway's payment page.
  await page.waitForURL((url) => url.pathname.includes('gateway'), { timeout: 15_000 });
  expect(await page.content()).toContain('NT$ 380');
  const gatewayNumber = (await page.locator('dt', { hasText: '訂單編號' }).locator('xpath=following-sibling::dd[1]').textContent())!;
  expect(gatewayNumber).toMatch(/^K[0-9A-Z]+$/);
  await shot('gateway');
  await page.getByRole('button', { name: '付款' }).click();

  await page.waitForURL((url) => url.pathname === '/order/success', { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('status')).toBe('success');
  await page.waitForURL((url) => url.pathname.startsWith('/order/detail/'), { timeout: 15_000 });
  await eventually(
    () => page.getByTestId('payment-status').textContent(),
    (t) => t === '已付款',
    { timeoutMs: 15_000 },
  );
  // One order number: the payment page's is the order's.
  expect(await page.getByTestId('order-number').textContent()).toBe(gatewayNumber);
  // The e-invoice recorded on the order (from the saved settings: donation).
  expect(await page.getByTestId('invoice-type').textContent()).toBe('捐贈發票');
  await page.getByTestId('order-invoice').scrollIntoViewIfNeeded();
  await shot('card-paid');
});

it('lists kuji and recharge orders beside the shop’s, each under its tab', async () => {
  expect((await shop.post('/raffle/draw/multiple/1002-1', token, { product_id: '1002', ticket_numbers: [3] })).status).toBe(200);
  expect(
    (await shop.post('/recharge', token, { amount: 100, invoice_type: 'donation', email: 'mei@example.tw', donation_code: '88888' })).status,
  ).toBe(200);
  await page.goto(`${shop.url}/order/list`);
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('order-card').first().waitFor();
      return page.getByTestId('order-card').count();
    },
    (n) => n === 4,
    { timeoutMs: 20_000 },
  );
  const types = await page.getByTestId('order-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
  expect([...types].sort()).toEqual(['kuji', 'shop', 'shop', 'token_recharge']);
  expect(await tabCount('all')).toBe('4');
  expect(await tabCount('pending')).toBe('1');
  expect(await tabCount('processing')).toBe('2');
  expect(await tabCount('completed')).toBe('1');
  expect(await tabCount('shipping')).toBe('0');
  await shot('orders-all');
  await page.getByTestId('order-tab-completed').click();
  await eventually(
    () => page.getByTestId('order-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))),
    (t) => t.length === 1 && t[0] === 'kuji',
  );
  await page.getByTestId('order-tab-pending').click();
  await eventually(
    () => page.getByTestId('order-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))),
    (t) => t.length === 1 && t[0] === 'token_recharge',
  );
  await shot('orders-pending');
});

it('shows an item sold out while its page is open, when others buy the last units', async () => {
  await page.goto(`${shop.url}/shop/detail/s10`);
  await page.getByTestId('buy-now').and(page.getByText('立即購買')).waitFor();
  await shop.createMember('0933160017', PASSWORD, '別人');
  const other = await eventually(
    async () => {
      const r = await shop.api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: '0933160017', password: PASSWORD }) });
      return r.status === 200 ? (r.body.data as { token: string; user: { id: string } }) : null;
    },
    (answer) => answer !== null,
    { timeoutMs: 30_000 },
  );
  await creditWallet(shop.shop, other!.user.id, { tokens: 2000 });
  const bought = await shop.post('/orders', other!.token, {
    items: [{ product_id: 's10', quantity: 3 }],
    recipient_name: '別人',
    recipient_phone: '0922333444',
    recipient_address: '高雄市',
  });
  expect(bought.status).toBe(200);
  // No reload: the live room says the item is sold out.
  await page.getByTestId('buy-now').and(page.getByText('已售完')).waitFor({ timeout: 15_000 });
  await shot('sold-out-live');
});
