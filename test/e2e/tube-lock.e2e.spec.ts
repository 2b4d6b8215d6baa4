// Two shoppers in real Chromium: A reserves a tube; B, watching the same tube, sees the lock
// appear and count down live, without reloading, and cannot reserve it; when A leaves the ticket
// page the tube is free again for B at once. A sold-out tube shows 已完售 and offers no lock. A
// member with 0 tokens is refused a hold on a tube and on a blind-box slot, each with its message.
// A line: B joins the line for the tube A holds and sees 第 1 位; A leaves, B is offered the
// hold, claims it and buys.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { messages } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
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
  // Buyers: a tube lock needs a wallet that pays for a ticket.
  await creditWallet(shop.shop, await shop.createMember('0933000001', 'alice-pass', '小艾'), { tokens: 10_000 });
  await creditWallet(shop.shop, await shop.createMember('0933000002', 'bob-pass-1', '小博'), { tokens: 10_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const remain = async (page: Page) => Number(await page.getByTestId('lock-remain').textContent());

it('shows one shopper’s lock to another, live, counting down', async () => {
  const ticketPage = '/ichiban/ticket/1002?tube=1002-1';
  const alice = await newShopper(browser, { width: 390, height: 844 });
  const bob = await newShopper(browser, { width: 1280, height: 800 });

  // The account projection applies registrations asynchronously: retry the first login briefly.
  await eventually(
    async () => {
      await logIn(alice, shop.url, { phone: '0933000001', password: 'alice-pass', redirect: ticketPage });
      return true;
    },
    Boolean,
    { timeoutMs: 30_000 },
  );
  await logIn(bob, shop.url, { phone: '0933000002', password: 'bob-pass-1', redirect: ticketPage });

  const lockState = (page: Page) => page.getByTestId('lock-bar').getAttribute('data-state');
  await eventually(
    () => lockState(bob),
    (s) => s === 'free',
  );
  await eventually(
    () => lockState(alice),
    (s) => s === 'free',
  );
  await bob.screenshot({ path: resolve(SHOTS, 'tube-lock-free-desktop.png') });

  const bobReloads: string[] = [];
  bob.on('framenavigated', (f) => f === bob.mainFrame() && bobReloads.push(f.url()));

  await alice.getByTestId('reserve-button').click();
  await eventually(
    () => lockState(alice),
    (s) => s === 'mine',
  );

  // Bob's page learns of the lock from the socket push alone.
  await eventually(
    () => lockState(bob),
    (s) => s === 'other',
  );
  const first = await remain(bob);
  expect(first).toBeGreaterThan(290);
  expect(first).toBeLessThanOrEqual(300);
  await eventually(
    () => remain(bob),
    (r) => r < first,
    { timeoutMs: 5_000 },
  );
  expect(bobReloads).toEqual([]);
  await expect(bob.getByTestId('reserve-button').isDisabled()).resolves.toBe(true);

  await alice.screenshot({ path: resolve(SHOTS, 'tube-lock-mine-mobile.png') });
  await bob.screenshot({ path: resolve(SHOTS, 'tube-lock-other-desktop.png') });

  // Alice leaves the ticket page: her lock ends then, not minutes later, and Bob sees it live.
  await alice.getByRole('button', { name: '返回' }).click();
  await alice.waitForURL((url) => !url.pathname.startsWith('/ichiban/ticket/'));
  await eventually(
    () => lockState(bob),
    (s) => s === 'free',
    { timeoutMs: 10_000 },
  );
  expect(bobReloads).toEqual([]);
  await expect(bob.getByTestId('reserve-button').isDisabled()).resolves.toBe(false);
  await alice.goto(`${shop.url}/ichiban/rules`);
  await alice.getByText(/離開選號頁或看完抽獎結果即自動解除鎖定/).waitFor();
  await bob.getByTestId('reserve-button').click();
  await eventually(
    () => lockState(bob),
    (s) => s === 'mine',
  );
}, 90_000);

it('shows a sold-out tube as 已完售 with no lock button', async () => {
  // Sold out through the real purchase path: one buyer takes the whole tube.
  const carol = await createBuyer(shop.shop, { tokens: 1_000_000 });
  const bought = await shop.post('/raffle/draw/multiple/1005-1', carol.token, { product_id: '1005', is_full_pack: true });
  expect(bought.status).toBe(200);

  const dave = await newShopper(browser, { width: 390, height: 844 });
  await logIn(dave, shop.url, { phone: '0933000002', password: 'bob-pass-1', redirect: '/ichiban/ticket/1005?tube=1005-1' });
  const bar = dave.getByTestId('lock-bar');
  await eventually(
    () => bar.getAttribute('data-state'),
    (s) => s === 'sold-out',
  );
  await expect(bar.textContent()).resolves.toContain('已完售');
  await expect(bar.textContent()).resolves.not.toContain('籤筒可購買');
  await expect(dave.getByTestId('reserve-button').count()).resolves.toBe(0);
  await dave.screenshot({ path: resolve(SHOTS, 'tube-lock-sold-out-mobile.png') });
}, 90_000);

it('tells a member whose wallet cannot pay why a hold was refused: beside the tube’s lock button and on the slot page, each with 前往儲值', async () => {
  await shop.createMember('0933000003', 'erin-pass-1', '小恩');
  const erin = await newShopper(browser, { width: 390, height: 844 });
  await eventually(
    async () => {
      await logIn(erin, shop.url, { phone: '0933000003', password: 'erin-pass-1', redirect: '/ichiban/ticket/1003?tube=1003-2' });
      return true;
    },
    Boolean,
    { timeoutMs: 30_000 },
  );
  const bar = erin.getByTestId('lock-bar');
  await eventually(
    () => bar.getAttribute('data-state'),
    (s) => s === 'free',
  );
  await erin.getByTestId('reserve-button').click();
  await eventually(
    () => erin.getByTestId('lock-refusal').textContent(),
    (t) => t === messages.ichiban.lockNeedsFunds,
  );
  await expect(bar.getAttribute('data-state')).resolves.toBe('free');
  await erin.screenshot({ path: resolve(SHOTS, 'tube-lock-refused-mobile.png') });
  // The way on is beside the message, as on the slot page.
  await erin.getByTestId('lock-refusal-recharge').click();
  await erin.waitForURL((url) => url.pathname === '/recharge');

  // A blind-box slot is held for a buyer too: the slot page says why, and offers the top-up.
  await erin.goto(`${shop.url}/blindbox/detail/2001?package=2001-1`);
  await eventually(
    () => erin.getByTestId('slot-2').getAttribute('data-state'),
    (s) => s === 'free',
  );
  await erin.getByTestId('slot-2').click();
  await erin.waitForURL((url) => url.pathname === '/blindbox/item/2001-1');
  const refusal = erin.getByTestId('hold-refusal');
  await eventually(
    () => refusal.locator('p').textContent(),
    (t) => t === messages.blindbox.slotNeedsFunds,
  );
  await expect(erin.getByTestId('buy-slot').isDisabled()).resolves.toBe(true);
  await erin.screenshot({ path: resolve(SHOTS, 'slot-hold-refused-mobile.png') });
  await erin.getByTestId('hold-refusal-recharge').click();
  await erin.waitForURL((url) => url.pathname === '/recharge');
  // Nothing was held: the slot is free to anyone.
  expect((await shop.api('/blindbox/package/2001-1')).body.data.package.items[2]).toMatchObject({ is_locked: false });
}, 90_000);

it('lines B up behind A’s lock: 第 1 位, then the hold when A leaves, and B buys', async () => {
  const ticketPage = '/ichiban/ticket/1003?tube=1003-1';
  await creditWallet(shop.shop, await shop.createMember('0933000004', 'fay-pass-1', '小菲'), { tokens: 10_000 });
  await creditWallet(shop.shop, await shop.createMember('0933000005', 'gus-pass-1', '小古'), { tokens: 10_000 });
  const a = await newShopper(browser, { width: 390, height: 844 });
  const b = await newShopper(browser, { width: 390, height: 844 });
  await eventually(
    async () => {
      await logIn(a, shop.url, { phone: '0933000004', password: 'fay-pass-1', redirect: ticketPage });
      return true;
    },
    Boolean,
    { timeoutMs: 30_000 },
  );
  await eventually(
    async () => {
      await logIn(b, shop.url, { phone: '0933000005', password: 'gus-pass-1', redirect: ticketPage });
      return true;
    },
    Boolean,
    { timeoutMs: 30_000 },
  );
  const lockState = (page: Page) => page.getByTestId('lock-bar').getAttribute('data-state');
  const lineState = (page: Page) => page.getByTestId('line-panel').getAttribute('data-state');
  await eventually(
    () => lockState(a),
    (s) => s === 'free',
  );
  await a.getByTestId('reserve-button').click();
  await eventually(
    () => lockState(a),
    (s) => s === 'mine',
  );

  // B finds the tube held, with 排隊 beside the countdown, and joins the line.
  await eventually(
    () => lockState(b),
    (s) => s === 'other',
  );
  await b.getByTestId('line-join').waitFor();
  await b.screenshot({ path: resolve(SHOTS, 'tube-line-join-mobile.png') });
  await b.getByTestId('line-join').click();
  await eventually(
    () => b.getByTestId('line-place').textContent(),
    (t) => t === '第 1 位',
  );
  await expect(b.getByTestId('line-eta').textContent()).resolves.toMatch(/預計等候 約 \d+ 分/);
  await b.screenshot({ path: resolve(SHOTS, 'tube-line-first-mobile.png') });

  // A leaves the ticket page: the lock ends, and the hold is offered to B, live.
  await a.getByRole('button', { name: '返回' }).click();
  await a.waitForURL((url) => !url.pathname.startsWith('/ichiban/ticket/'));
  await eventually(
    () => lineState(b),
    (s) => s === 'offered',
    { timeoutMs: 10_000 },
  );
  await b.screenshot({ path: resolve(SHOTS, 'tube-line-offered-mobile.png') });
  await b.getByTestId('line-claim').click();
  await eventually(
    () => lockState(b),
    (s) => s === 'mine',
  );
  await expect(b.getByTestId('line-panel').count()).resolves.toBe(0);
  await b.screenshot({ path: resolve(SHOTS, 'tube-line-claimed-mobile.png') });

  // B buys two tickets on the tube they now hold.
  await b.getByTestId('ticket-7').click();
  await b.getByTestId('ticket-8').click();
  await b.getByTestId('buy-button').click();
  await b.getByTestId('confirm-panel').waitFor();
  await b.getByTestId('confirm-buy').click();
  await b.waitForURL((url) => /^\/ichiban\/draw\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
  const line = await shop.shop.infra.eventStore.readStream('tube-line-1003-1');
  expect(line.map((e) => e.type)).toEqual(['LineJoined', 'HoldOffered', 'OfferClaimed']);
}, 120_000);
