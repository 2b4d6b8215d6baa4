// Two members on one browser tab, in real Chromium: A (a balance, a bought ticket, a coupon, a
// notification of her own, invoice settings) visits every member page so that her data is cached,
// logs out, and B logs in on the same page without a reload and visits the same pages. Nothing of
// A's may appear to B, not even for a moment: a MutationObserver installed when A logs out records
// every one of A's marks that ever reaches the page. Screenshots (mobile 390×844) of B's pages.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BalanceResponse, BoxItemsResponse, PointsBalanceResponse } from '@shop/contracts';
import { NotificationRow } from '../../server/src/modules/content/content.entities';
import { launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, type Buyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const PASSWORD = 'secret-pass'; // createBuyer's
const ALICE = { name: '艾莉絲甲', phone: '0966111222' };
const BOB = { name: '柏德乙', phone: '0966333444' };
const PRODUCT = '1001';
const TUBE = '1001-1';
/** Distinctive figures: 7,346 tokens (less the ticket she buys) and 2,600 points. */
const ALICE_TOKENS = 7346;
const ALICE_POINTS = 2600;
const ALICE_NOTICE = '艾莉絲甲的專屬中獎通知';
const ALICE_INVOICE_EMAIL = 'alice-only@example.tw';

let shop: TestShop;
let browser: Browser;
let alice: Buyer;
/** A's tokens after her purchase. */
let aliceTokens: number;
/** Her points after the purchase: those credited plus the purchase's VIP rebate. */
let alicePoints: number;
/** Text of A's that must never reach B's screens. */
let aliceMarks: string[];

const authed = (token: string, method: string, body?: unknown) => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: body === undefined ? undefined : JSON.stringify(body),
});

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop({ database: 'e2e_member_switch' });
  browser = await launchChromium();
  alice = await createBuyer(shop.shop, { ...ALICE, tokens: ALICE_TOKENS, points: ALICE_POINTS });
  await createBuyer(shop.shop, BOB);

  // A buys a ticket with tokens (order, payment and draw in one call) …
  const bought = await fetch(
    `${shop.url}/api/raffle/draw/${TUBE}`,
    authed(alice.token, 'POST', { payment_method: 'balance', product_id: PRODUCT, ticket_number: 7, points_discount: 0, coupon_id: null }),
  );
  expect(bought.status).toBe(200);
  // … and its prize lands in her box once the read model has it.
  const box = await eventually(
    async () =>
      (await (await fetch(`${shop.url}/api/user/box-items?page=1&per_page=20&tab=pending`, authed(alice.token, 'GET'))).json()) as BoxItemsResponse,
    (answer) => answer.data?.length === 1,
    { timeoutMs: 15_000 },
  );
  // A redeems a demo coupon code, saves invoice settings and has a notification of her own.
  expect((await fetch(`${shop.url}/api/user/coupons/redeem`, authed(alice.token, 'POST', { code: 'WELCOME100' }))).status).toBe(200);
  expect(
    (await fetch(`${shop.url}/api/user/invoice-settings/email`, authed(alice.token, 'PUT', { email: ALICE_INVOICE_EMAIL, invoice_type: 'personal' })))
      .status,
  ).toBe(200);
  await shop.shop.infra.dataSource
    .getRepository(NotificationRow)
    .insert({ userId: alice.userId, title: ALICE_NOTICE, desc: '恭喜抽中 A 賞', createdAt: new Date() });

  aliceTokens = ((await (await fetch(`${shop.url}/api/user/balance`, authed(alice.token, 'GET'))).json()) as BalanceResponse).data.tokens;
  expect(aliceTokens).toBeLessThan(ALICE_TOKENS);
  alicePoints = ((await (await fetch(`${shop.url}/api/user/points/balance`, authed(alice.token, 'GET'))).json()) as PointsBalanceResponse).data
    .points;
  expect(alicePoints).toBeGreaterThanOrEqual(ALICE_POINTS);
  aliceMarks = [
    ALICE.name,
    ALICE.phone,
    `${ALICE.phone.slice(0, 4)}***${ALICE.phone.slice(-3)}`,
    aliceTokens.toLocaleString('en-US'),
    alicePoints.toLocaleString('en-US'),
    ALICE_NOTICE,
    ALICE_INVOICE_EMAIL,
    ...box.data.map((item) => item.item_name),
  ];
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Follows an in-app link: the router moves on and the page, with its query cache, stays. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await onPath(page, path.split('?')[0]);
}

/** In-app navigations change the URL without a load event: wait for the path itself. */
const onPath = (page: Page, pathname: string) =>
  eventually(
    () => new URL(page.url()).pathname,
    (p) => p === pathname,
    { timeoutMs: 15_000 },
  );

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
const value = (page: Page, testId: string) => page.getByTestId(testId).inputValue();
const digits = (t: string | null) => t?.replace(/\D/g, '') ?? '';
/** A list page's empty state, or its first row. */
const emptyState = (page: Page) => page.locator('.state__title').first().waitFor();

/** Each member page and how it looks once it has shown the signed-in member's own data. */
const memberPages: { path: string; shot?: string; shows: (page: Page, who: 'alice' | 'bob') => Promise<unknown> }[] = [
  {
    path: '/user',
    shot: 'member-centre',
    shows: async (page, who) => {
      await eventually(
        () => text(page, 'member-name'),
        (t) => t === (who === 'alice' ? ALICE.name : BOB.name),
      );
      await eventually(
        () => text(page, 'member-tokens'),
        (t) => digits(t) === (who === 'alice' ? String(aliceTokens) : '0'),
      );
      await eventually(
        () => text(page, 'member-points'),
        (t) => digits(t) === (who === 'alice' ? String(alicePoints) : '0'),
      );
    },
  },
  {
    path: '/recharge',
    shows: (page, who) =>
      eventually(
        () => text(page, 'token-balance'),
        (t) => digits(t) === (who === 'alice' ? String(aliceTokens) : '0'),
      ),
  },
  { path: '/recharge-details', shows: (page, who) => (who === 'alice' ? page.getByTestId('recharge-row').first().waitFor() : emptyState(page)) },
  {
    path: '/bean',
    shows: (page, who) =>
      eventually(
        () => text(page, 'points-balance'),
        (t) => digits(t).startsWith(who === 'alice' ? String(alicePoints) : '0'),
      ),
  },
  { path: '/beanlist', shows: (page, who) => (who === 'alice' ? page.getByTestId('points-row').first().waitFor() : emptyState(page)) },
  { path: '/coupons', shows: (page, who) => (who === 'alice' ? page.getByTestId('coupon-list').waitFor() : emptyState(page)) },
  { path: '/box', shot: 'box', shows: (page, who) => (who === 'alice' ? page.getByTestId('box-item').first().waitFor() : emptyState(page)) },
  {
    path: '/ichiban/history',
    shot: 'draw-history',
    shows: (page, who) => (who === 'alice' ? page.getByTestId('history-item').first().waitFor() : emptyState(page)),
  },
  {
    path: '/news',
    shot: 'news',
    shows: async (page, who) => {
      await page.getByTestId('notification-list').waitFor();
      if (who === 'alice') await page.getByText(ALICE_NOTICE).waitFor();
    },
  },
  { path: '/settings', shows: (page) => page.getByTestId('logout').waitFor() },
  {
    path: '/settings/basic',
    shows: (page, who) =>
      eventually(
        () => value(page, 'basic-name'),
        (v) => v === (who === 'alice' ? ALICE.name : BOB.name),
      ),
  },
  {
    path: '/settings/invoice',
    shows: (page, who) =>
      eventually(
        () => value(page, 'invoice-settings-email'),
        (v) => v === (who === 'alice' ? ALICE_INVOICE_EMAIL : ''),
      ),
  },
];

/**
 * Records, from now on, each of `marks` that ever shows in the page's text or a field, and any of
 * A's rows (box items, orders, coupons, points and token history): B has none of those, so one on
 * screen can only be A's. A MutationObserver runs before the next paint, so even a cached answer
 * shown for a moment before a refetch replaces it is caught.
 */
async function watchFor(page: Page, marks: string[]): Promise<void> {
  await page.evaluate((needles) => {
    const seen = new Set<string>();
    const rows = ['box-item', 'history-item', 'coupon-list', 'points-row', 'recharge-row'];
    const look = () => {
      const fields = Array.from(document.querySelectorAll('input, textarea'), (el) => (el as HTMLInputElement).value).join('\n');
      // The home page's marquee of recent wins is everyone's: A's prize may rightly be named there.
      const publicWins = document.querySelector('[data-testid="notice-marquee"]')?.textContent ?? '';
      const shown = `${(document.body.textContent ?? '').replace(publicWins, '')}\n${fields}`;
      for (const needle of needles) if (shown.includes(needle)) seen.add(needle);
      for (const row of rows) if (document.querySelector(`[data-testid="${row}"]`)) seen.add(`[data-testid=${row}]`);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
    (window as unknown as { leaked: () => string[] }).leaked = () => [...seen];
  }, marks);
}

const leaked = (page: Page) => page.evaluate(() => (window as unknown as { leaked: () => string[] }).leaked());

it('a second member on the same tab never sees the first one’s data', async () => {
  const page = await newShopper(browser, { width: 390, height: 844 });

  // A signs in and visits every member page: her data is now in the client's cache.
  await logIn(page, shop.url, { phone: ALICE.phone, password: PASSWORD, redirect: '/user' });
  await page.evaluate(() => Object.assign(window, { firstMemberDocument: true }));
  for (const { path, shows } of memberPages) {
    await go(page, path);
    await shows(page, 'alice');
  }
  await page.screenshot({ path: resolve(SHOTS, 'member-switch-alice-settings-invoice-mobile.png') });

  // A logs out from the settings page.
  await go(page, '/settings');
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click(); // 確定要登出嗎？
  await onPath(page, '/');
  await eventually(
    () => page.evaluate(() => localStorage.getItem('auth_token')),
    (token) => token === null,
  );
  // Watched from the moment A's session has ended: before that her pages may still be in the
  // document on their way out, which is hers to see.
  await watchFor(page, aliceMarks);

  // B signs in on the same page, no reload, and visits the same pages.
  await go(page, '/login?redirect=%2Fuser');
  await page.getByTestId('login-phone').fill(BOB.phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await onPath(page, '/user');
  for (const { path, shows, shot } of memberPages) {
    await go(page, path);
    // A page still showing A's data never reaches B's state: say what leaked rather than time out.
    await shows(page, 'bob').catch(async (error: unknown) => {
      expect({ path, leaked: await leaked(page) }).toEqual({ path, leaked: [] });
      throw error;
    });
    if (shot) await page.screenshot({ path: resolve(SHOTS, `member-switch-bob-${shot}-mobile.png`) });
    expect({ path, leaked: await leaked(page) }).toEqual({ path, leaked: [] });
  }

  // The same document throughout: the cache A filled was there for B to inherit.
  expect(await page.evaluate(() => 'firstMemberDocument' in window)).toBe(true);
  await page.context().close();
}, 180_000);
