// The road from a won prize to a parcel, in real Chromium at phone size: a member who won seven
// ichiban prizes ticks two in /box, adds an address in the shipping dialog, is 30 tokens short and
// goes on to /recharge; back in the box the two are still ticked (the server's selection), one
// unticked and ticked again; it pays the 60 fee and the box shows the two paid at once; staff mark the parcel shipped through the fulfilment API; the member finds the items
// under 已出貨 with the tracking number, the order under 配送中 in /order/list and a notification
// of their own; the other five ship free with 確認出貨.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, creditWallet } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember('0944000031', 'ship-pass-1', '小寄');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

it('ships two prizes for 60 tokens, staff mark them shipped, five more ship free', async () => {
  const page = await newShopper(browser, { width: 390, height: 844 });
  const userId = await eventually(() => logIn(page, shop.url, { phone: '0944000031', password: 'ship-pass-1', redirect: '/box' }), Boolean, {
    timeoutMs: 30_000,
  });
  const token = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
  // Seven draws at 350, and 30 tokens over: too few for the 60 fee.
  await creditWallet(shop.shop, userId, { tokens: 7 * 350 + 30 });
  // Win seven prizes as the ticket page does (two orders of the tube's random pick).
  for (const count of [2, 5]) {
    const r = await shop.post('/raffle/draw/multiple/1002-1', token, {
      payment_method: 'balance',
      product_id: '1002',
      random_count: count,
      is_multiple: true,
    });
    expect(r.status).toBe(200);
  }
  await shop.post('/raffle/tube/1002-1/release', token, {});
  expect((await shop.api('/user', { token })).body.data.tokens).toBe(30);

  await page.goto(`${shop.url}/box`);
  await eventually(
    () => page.getByTestId('box-item').count(),
    (n) => n === 7,
  );
  const checks = page.getByTestId('box-item-check');
  await checks.nth(0).check();
  await checks.nth(1).check();
  await page.getByTestId('box-ship-button').click();

  // An empty address book opens the form: the city's districts fill the second picker.
  const dialog = page.getByTestId('shipping-dialog');
  await dialog.getByTestId('address-name').fill('王小明');
  await dialog.getByTestId('address-phone').fill('0912345678');
  await dialog.getByTestId('address-city').selectOption('臺北市');
  await dialog.getByTestId('address-district').selectOption('大安區');
  await dialog.getByTestId('address-detail').fill('復興南路一段 1 號');
  await dialog.getByTestId('address-save').click();
  await dialog.getByTestId('ship-next').click();
  await expect(dialog.getByTestId('ship-fee-amount').textContent()).resolves.toBe('60 代幣');

  // 30 short: the pay button is refused and 前往儲值 leads on to /recharge.
  await expect(dialog.getByTestId('ship-shortfall').textContent()).resolves.toContain('30');
  await expect(dialog.getByTestId('ship-confirm').isDisabled()).resolves.toBe(true);
  await page.screenshot({ path: resolve(SHOTS, 'shipping-shortfall.png') });
  await dialog.getByTestId('ship-recharge').click();
  await page.waitForURL(/\/recharge$/);
  await creditWallet(shop.shop, userId, { tokens: 100_000 });
  const tokensBefore = (await shop.api('/user', { token })).body.data.tokens as number;

  // Back in the box, the two are still selected on the server, and ticked.
  await page.goto(`${shop.url}/box`);
  await eventually(
    () => checks.count(),
    (n) => n === 7,
  );
  await expect(Promise.all([0, 1, 2].map((i) => checks.nth(i).isChecked()))).resolves.toEqual([true, true, false]);
  // Unticking one cancels its selection: the box, asked again, shows it unticked at once.
  await checks.nth(1).click();
  await eventually(
    () => checks.nth(1).isEnabled(),
    (enabled) => enabled,
  );
  await expect(checks.nth(1).isChecked()).resolves.toBe(false);
  await expect(page.locator('[data-testid=box-item][data-status=selected]').count()).resolves.toBe(1);
  await checks.nth(1).check();
  await page.getByTestId('box-ship-button').click();
  await dialog.getByTestId('ship-next').click();
  await expect(dialog.getByTestId('ship-fee-amount').textContent()).resolves.toBe('60 代幣');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-fee.png') });
  await dialog.getByTestId('ship-confirm').click();
  await dialog.getByTestId('ship-done').waitFor();
  expect((await shop.api('/user', { token })).body.data.tokens).toBe(tokensBefore - 60);
  await dialog.getByRole('button', { name: '完成' }).click();
  // The box is asked again: the two read 已付運費 with no box to tick, nothing stays selected.
  await page.locator('[data-testid=box-item][data-status=paid]').nth(1).waitFor();
  await expect(checks.count()).resolves.toBe(5);
  await expect(page.locator('[data-testid=box-item][data-status=paid] [data-testid=box-item-status]').allTextContents()).resolves.toEqual([
    '已付運費',
    '已付運費',
  ]);
  await expect(page.locator('.box-ship-bar__text').textContent()).resolves.toBe('已選 0 件');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-after.png') });

  // Staff work the queue through the fulfilment API.
  const staff = await createBuyer(shop.shop, { name: '倉管' });
  await shop.shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [staff.userId]);
  const queue = await eventually(
    () => shop.api('/admin/shipping-orders?status=paid', { token: staff.token }),
    (r) => r.body.data?.length === 1,
  );
  const order = queue.body.data[0];
  expect(order).toMatchObject({ user_id: userId, shipping_fee: 60, recipient_name: '王小明', city: '臺北市', district: '大安區' });
  expect(
    (await shop.post(`/admin/shipping-orders/${order.order_id}/ship`, staff.token, { carrier: '黑貓宅急便', tracking_number: '905512345678' }))
      .status,
  ).toBe(200);

  await page.getByTestId('box-tab-shipped').click();
  await page.screenshot({ path: resolve(SHOTS, 'shipping-shipped-tab.png') });
  await eventually(
    async () => {
      // Shipped by staff after the tab loaded: the member pulls the list again.
      await page.getByTestId('box-tab-all').click();
      await page.getByTestId('box-tab-shipped').click();
      return page.locator('[data-testid=box-item][data-status=shipped]').count();
    },
    (n) => n === 2,
    { timeoutMs: 20_000 },
  );
  await expect(page.getByTestId('box-item-status').first().textContent()).resolves.toBe('已出貨');
  await expect(page.getByTestId('box-item-tracking').first().textContent()).resolves.toContain('905512345678');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-shipped.png') });

  // The order itself: under 配送中 in /order/list, counted on the tab, with its tracking number.
  await page.goto(`${shop.url}/order/list?status=shipping`);
  const card = page.locator('[data-testid=order-card][data-type=box_shipping]');
  await eventually(
    async () => {
      await page.reload();
      // The list, or the empty state while the read model has not caught up.
      await page.locator('[data-testid=order-list], .state').first().waitFor();
      return card.count();
    },
    (n) => n === 1,
    { timeoutMs: 20_000 },
  );
  await expect(card.locator('.order-status').textContent()).resolves.toBe('配送中');
  await expect(page.getByTestId('order-tab-shipping').locator('.order-tabs__count').textContent()).resolves.toBe('1');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-order-list.png') });
  await card.click();
  await expect(page.getByTestId('order-status').textContent()).resolves.toBe('配送中');
  await expect(page.locator('body').textContent()).resolves.toContain('905512345678');

  // And a notification of their own: unread, with the carrier and tracking number; a tap reads it.
  await page.goto(`${shop.url}/news`);
  const told = page.locator('[data-testid=notification-list] button', { hasText: '商品已出貨' });
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('notification-list').waitFor();
      return told.count();
    },
    (n) => n === 1,
    { timeoutMs: 20_000 },
  );
  await expect(told.getAttribute('data-read')).resolves.toBe('false');
  await expect(told.textContent()).resolves.toContain('黑貓宅急便配送，物流單號 905512345678');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-notification.png') });
  await told.click();
  await eventually(
    () => told.getAttribute('data-read'),
    (read) => read === 'true',
  );
  await page.goto(`${shop.url}/box`);

  // The other five: free, and the button says 確認出貨.
  await page.getByTestId('box-tab-pending').click();
  await eventually(
    () => page.getByTestId('box-item-check').count(),
    (n) => n === 5,
  );
  await page.getByTestId('box-select-all').click();
  await page.getByTestId('box-ship-button').click();
  await dialog.getByTestId('ship-next').click();
  await expect(dialog.getByTestId('ship-fee-amount').textContent()).resolves.toBe('免運');
  await expect(dialog.getByTestId('ship-confirm').textContent()).resolves.toBe('確認出貨');
  await page.screenshot({ path: resolve(SHOTS, 'shipping-free.png') });
  await dialog.getByTestId('ship-confirm').click();
  await dialog.getByTestId('ship-done').waitFor();
  expect((await shop.api('/user', { token })).body.data).toMatchObject({ tokens: tokensBefore - 60 });
  await eventually(
    async () => (await shop.api('/user', { token })).body.data.box_count,
    (n) => n === 5,
  );
}, 180_000);
