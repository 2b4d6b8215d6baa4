// The ichiban journey in real Chromium with two shoppers: A buys three tickets with tokens and
// points; B watches the same tube and sees the lock count down and the three numbers turn drawn
// without reloading, and gets the 423 countdown on trying to buy; A drags to draw, steps through
// the tickets and sees the summary; the history lists the order; the replay link works logged out.
// A visitor's selection survives the detour to log in; short of tokens, the pay button says by how
// much and is disabled, 前往儲值 goes to /recharge, and the toast covers none of the buttons.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { animationsFinished, launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { creditWallet } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const PRODUCT = '1001';
const TUBE = '1001-2';
const TICKET_PAGE = `/ichiban/ticket/${PRODUCT}?tube=${TUBE}`;
const PICKS = [4, 9, 13];

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember('0944000001', 'alice-pass', '小艾');
  await shop.createMember('0944000002', 'bob-pass-1', '小博');
  await shop.createMember('0944000003', 'carol-pass', '小卡');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const lockState = (page: Page) => page.getByTestId('lock-bar').getAttribute('data-state');
const remain = async (page: Page) => Number(await page.getByTestId('lock-remain').textContent());
const drawnFlag = (page: Page, n: number) => page.getByTestId(`ticket-${n}`).getAttribute('data-drawn');

/** Drags the draw handle right across `share` of the track's width. */
async function dragTrack(page: Page, share: number): Promise<void> {
  const box = await page.getByTestId('draw-track').boundingBox();
  if (!box) throw new Error('no draw track');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 10, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 10 + (box.width * share * i) / 12, y);
  await page.mouse.up();
}

it('buys, draws live for another shopper, replays', async () => {
  const alice = await newShopper(browser, { width: 390, height: 844 });
  const bob = await newShopper(browser, { width: 1280, height: 800 });

  // The account projection applies registrations asynchronously: retry the first login briefly.
  const aliceId = await eventually(() => logIn(alice, shop.url, { phone: '0944000001', password: 'alice-pass', redirect: TICKET_PAGE }), Boolean, {
    timeoutMs: 30_000,
  });
  const bobId = await logIn(bob, shop.url, { phone: '0944000002', password: 'bob-pass-1', redirect: TICKET_PAGE });
  await creditWallet(shop.shop, aliceId, { tokens: 5000, points: 2000 });
  await creditWallet(shop.shop, bobId, { tokens: 5000 });

  await eventually(
    () => lockState(alice),
    (s) => s === 'free',
  );
  await eventually(
    () => lockState(bob),
    (s) => s === 'free',
  );
  const bobReloads: string[] = [];
  bob.on('framenavigated', (f) => f === bob.mainFrame() && bobReloads.push(f.url()));

  // A reserves the tube: B sees A's lock by push alone, and cannot buy.
  await alice.getByTestId('reserve-button').click();
  await eventually(
    () => lockState(alice),
    (s) => s === 'mine',
  );
  await eventually(
    () => lockState(bob),
    (s) => s === 'other',
  );
  const first = await remain(bob);
  expect(first).toBeGreaterThan(250);
  await eventually(
    () => remain(bob),
    (r) => r < first,
    { timeoutMs: 5_000 },
  );
  expect(bobReloads).toEqual([]);
  await expect(bob.getByTestId('buy-button').isDisabled()).resolves.toBe(true);

  // B tries anyway through the API the page uses: 423 with the seconds left.
  const tryBuy = await bob.evaluate(
    async ({ tube, product }) => {
      const res = await fetch(`/api/raffle/draw/${tube}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        body: JSON.stringify({ payment_method: 'balance', product_id: product, ticket_number: 20, points_discount: 0 }),
      });
      return { status: res.status, body: (await res.json()) as { remain?: number } };
    },
    { tube: TUBE, product: PRODUCT },
  );
  expect(tryBuy.status).toBe(423);
  expect(tryBuy.body.remain).toBeGreaterThan(0);
  await bob.screenshot({ path: resolve(SHOTS, 'ichiban-ticket-locked-desktop.png') });

  // A picks three numbers and opens the confirm panel with points.
  for (const n of PICKS) await alice.getByTestId(`ticket-${n}`).click();
  await expect(alice.getByTestId('selected-count').textContent()).resolves.toBe('3');
  await alice.screenshot({ path: resolve(SHOTS, 'ichiban-ticket-mobile.png') });
  await bob.screenshot({ path: resolve(SHOTS, 'ichiban-ticket-desktop.png') });
  await alice.getByTestId('buy-button').click();
  await alice.getByTestId('confirm-panel').waitFor();
  await eventually(
    () => alice.getByTestId('token-balance').textContent(),
    (t) => t === '5,000',
  );
  await alice.getByTestId('points-plus').click();
  await alice.getByTestId('points-plus').click();
  // 3 × 300 元 = 900 元; 400 points take 20 元 off.
  await expect(alice.getByTestId('confirm-payable').textContent()).resolves.toContain('880');
  await alice.screenshot({ path: resolve(SHOTS, 'ichiban-confirm-mobile.png') });
  await alice.getByTestId('confirm-buy').click();
  await alice.waitForURL((url) => /^\/ichiban\/draw\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
  const drawPath = new URL(alice.url()).pathname;

  // B sees the three numbers turn drawn by push alone; A left the ticket page for the draw
  // screen, so the lock ended there and then: B may buy at once, not minutes later.
  for (const n of PICKS)
    await eventually(
      () => drawnFlag(bob, n),
      (d) => d === 'true',
    );
  await eventually(
    () => lockState(bob),
    (s) => s === 'free',
  );
  expect(bobReloads).toEqual([]);

  // A draws: a short drag does nothing, a drag past 70 % opens the tickets one by one.
  await alice.getByTestId('draw-track').waitFor();
  await alice.screenshot({ path: resolve(SHOTS, 'ichiban-draw-mobile.png') });
  await dragTrack(alice, 0.4);
  await expect(alice.getByTestId('draw-page').getAttribute('data-state')).resolves.toBe('ready');
  await dragTrack(alice, 0.85);
  await alice.getByTestId('draw-ticket-popup').waitFor();
  await expect(alice.getByTestId('draw-popup-progress').textContent()).resolves.toBe('1 / 3');
  await alice.screenshot({ path: resolve(SHOTS, 'ichiban-draw-popup-mobile.png') });
  await alice.getByTestId('draw-next').click();
  await expect(alice.getByTestId('draw-popup-progress').textContent()).resolves.toBe('2 / 3');
  await alice.getByTestId('draw-next').click();
  await alice.getByTestId('draw-next').click();
  await alice.getByTestId('draw-summary').waitFor();
  await expect(alice.getByTestId(/^summary-ticket-\d$/).count()).resolves.toBe(3);
  await alice.getByTestId('summary-ticket-0').click();
  await alice.getByTestId('summary-enlarged').waitFor();
  await alice.keyboard.press('Escape');
  await alice.screenshot({ path: resolve(SHOTS, 'ichiban-draw-summary-mobile.png') });

  // The history lists the order with its three prizes and a replay link.
  await alice.goto(`${shop.url}/ichiban/history`);
  await alice.getByTestId('history-item').first().waitFor();
  await expect(alice.getByTestId('history-item').count()).resolves.toBe(1);
  const replay = await alice.getByTestId('replay-link').getAttribute('href');
  expect(replay).toBe(drawPath);

  // The replay works for a visitor, on desktop.
  const visitor = await newShopper(browser, { width: 1280, height: 800 });
  await visitor.goto(`${shop.url}${drawPath}`);
  await visitor.getByTestId('draw-track').waitFor();
  await visitor.screenshot({ path: resolve(SHOTS, 'ichiban-draw-desktop.png') });
  await dragTrack(visitor, 0.9);
  await visitor.getByTestId('draw-skip').click();
  await visitor.getByTestId('draw-skip-yes').click();
  await visitor.getByTestId('draw-summary').waitFor();
  await expect(visitor.getByTestId(/^summary-ticket-\d$/).count()).resolves.toBe(3);
  await expect(visitor.getByTestId('open-box').count()).resolves.toBe(1);
  await visitor.screenshot({ path: resolve(SHOTS, 'ichiban-draw-summary-desktop.png') });

  // The draw screen by tube (where a card payment returns) gives the tube back when it finishes:
  // A holds the lock again, B sees it, A finishes the draw screen, B sees the tube free.
  const relock = await alice.evaluate(async (tube) => {
    const res = await fetch(`/api/raffle/tube/${tube}/lock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return res.status;
  }, TUBE);
  expect(relock).toBe(200);
  await eventually(
    () => lockState(bob),
    (s) => s === 'other',
  );
  const orderId = drawPath.split('/').pop()!.split('.')[0]!;
  await alice.goto(`${shop.url}/ichiban/draw/${TUBE}/${PRODUCT}?order_id=${orderId}`);
  await alice.getByTestId('draw-track').waitFor();
  await dragTrack(alice, 0.9);
  await alice.getByTestId('draw-skip').click();
  await alice.getByTestId('draw-skip-yes').click();
  await alice.getByTestId('draw-summary').waitFor();
  await eventually(
    () => lockState(bob),
    (s) => s === 'free',
  );
  expect(bobReloads).toEqual([]);
}, 180_000);

/** Whether two boxes overlap. */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Box = { x: number; y: number; width: number; height: number };
type ToastSeen = Box & { text: string };

/** Records where every toast shows from now on, however soon it goes (the page may navigate away first). */
async function watchToasts(page: Page): Promise<() => Promise<ToastSeen[]>> {
  await page.evaluate(() => {
    const seen: ToastSeen[] = [];
    (window as unknown as { toastBoxes: ToastSeen[] }).toastBoxes = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid=toast]').forEach((toast) => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        seen.push({ x, y, width, height, text: toast.textContent ?? '' });
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastBoxes: ToastSeen[] }).toastBoxes);
}

async function boxOf(page: Page, testId: string): Promise<Box> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`no ${testId}`);
  return box;
}

it('keeps a visitor’s selection through login; short of tokens, shows the shortfall and goes to /recharge', async () => {
  const carol = await newShopper(browser, { width: 390, height: 844 });
  await carol.goto(`${shop.url}${TICKET_PAGE}`);
  for (const n of [21, 22]) await carol.getByTestId(`ticket-${n}`).click();
  await expect(carol.getByTestId('selected-count').textContent()).resolves.toBe('2');
  await carol.getByTestId('buy-button').click();
  await carol.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  await carol.getByTestId('login-phone').fill('0944000003');
  await carol.getByTestId('login-password').fill('carol-pass');
  await carol.getByTestId('login-submit').click();
  await carol.waitForURL((url) => url.pathname === `/ichiban/ticket/${PRODUCT}`, { timeout: 30_000 });
  // Back with the same two tickets picked.
  await eventually(
    () => carol.getByTestId('selected-count').textContent(),
    (t) => t === '2',
  );
  await expect(carol.getByTestId('ticket-21').getAttribute('data-selected')).resolves.toBe('true');
  await expect(carol.getByTestId('ticket-22').getAttribute('data-selected')).resolves.toBe('true');
  // An 11th ticket is refused with a toast that leaves the purchase bar's buttons free.
  for (let n = 23; n <= 30; n++) await carol.getByTestId(`ticket-${n}`).click();
  await expect(carol.getByTestId('selected-count').textContent()).resolves.toBe('10');
  const barButtons = [await boxOf(carol, 'buy-button'), await boxOf(carol, 'random-button')];
  const barToasts = await watchToasts(carol);
  await carol.getByTestId('ticket-31').click();
  await carol.screenshot({ path: resolve(SHOTS, 'ichiban-ticket-toast-mobile.png') });
  await eventually(barToasts, (seen) => seen.some((t) => t.text === '最多只能選擇 10 張票券'));
  for (const toast of await barToasts()) for (const button of barButtons) expect(overlaps(toast, button)).toBe(false);
  for (let n = 23; n <= 30; n++) await carol.getByTestId(`ticket-${n}`).click();
  await expect(carol.getByTestId('selected-count').textContent()).resolves.toBe('2');
  const carolId = await carol.evaluate(() => (JSON.parse(localStorage.getItem('user_info') ?? 'null') as { id: string }).id);
  await creditWallet(shop.shop, carolId, { tokens: 100 });

  // 2 × 300 元 against 100 tokens: 500 short.
  await carol.getByTestId('buy-button').click();
  await carol.getByTestId('confirm-panel').waitFor();
  await eventually(
    () => carol.getByTestId('token-shortfall').textContent(),
    (t) => t === '500',
  );
  await expect(carol.getByTestId('confirm-buy').isDisabled()).resolves.toBe(true);
  await expect(carol.getByTestId('confirm-buy').textContent()).resolves.toBe('代幣不足，還差 500 代幣');
  await animationsFinished(carol);
  await carol.screenshot({ path: resolve(SHOTS, 'ichiban-confirm-short-mobile.png') });
  const buttons = [await boxOf(carol, 'confirm-buy'), await boxOf(carol, 'confirm-recharge')];
  const toastBoxes = await watchToasts(carol);
  await carol.getByTestId('confirm-recharge').click();
  await carol.screenshot({ path: resolve(SHOTS, 'ichiban-confirm-short-toast-mobile.png') });
  await carol.waitForURL((url) => url.pathname === '/recharge', { timeout: 15_000 });
  // The notice showed, and over neither button.
  const shown = await toastBoxes();
  expect(shown.map((t) => t.text)).toContain('代幣餘額不足，將導向充值頁面');
  for (const toast of shown) for (const button of buttons) expect(overlaps(toast, button)).toBe(false);
  await carol.context().close();
}, 120_000);
