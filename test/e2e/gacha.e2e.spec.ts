// The gacha journey in real Chromium at phone size: a shopper opens a machine (odds shown), tries
// the demo (nothing charged), buys a capsule with the purchase popup, watches the animation reveal
// it and finds it in /box; a second shopper on the same machine sees the stock drop without reloading.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, logIn } from '../support/browser';
import { eventually } from '../support/eventually';
import { creditWallet } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const MACHINE = '3004';
const DETAIL = `/gacha/detail/${MACHINE}`;
const phone = { width: 390, height: 844 };

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember('0955000001', 'gacha-pass', '小蛋');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: phone, locale: 'zh-TW', reducedMotion: 'reduce' })).newPage();
const stock = (page: Page) => page.getByTestId('gacha-stock').textContent();

it('buys a capsule, reveals it, finds it in the box, while another shopper sees the stock drop live', async () => {
  const buyer = await newPage();
  const watcher = await newPage();
  const userId = await eventually(() => logIn(buyer, shop.url, { phone: '0955000001', password: 'gacha-pass', redirect: DETAIL }), Boolean, {
    timeoutMs: 30_000,
  });
  await creditWallet(shop.shop, userId, { tokens: 1000, points: 1000 });

  await watcher.goto(`${shop.url}${DETAIL}`);
  await eventually(
    () => stock(watcher),
    (s) => s === '剩餘 28 / 28',
  );
  const watcherReloads: string[] = [];
  watcher.on('framenavigated', (f) => f === watcher.mainFrame() && watcherReloads.push(f.url()));
  await expect(watcher.getByText('請先登入查看您的收集狀態').count()).resolves.toBe(1);

  // The odds are on the page: the secret item is 1 of 28.
  await eventually(
    () => stock(buyer),
    (s) => s === '剩餘 28 / 28',
  );
  await expect(buyer.getByTestId(`gacha-item-${MACHINE}-5`).textContent()).resolves.toContain('3.57%');
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-detail.png'), fullPage: true });

  // The demo plays with a sample item and charges nothing.
  await buyer.getByRole('link', { name: '試一試' }).click();
  await buyer.getByTestId('gacha-reveal').waitFor();
  await expect(buyer.getByText('試玩模式：未扣款，也不會放入盒櫃').count()).resolves.toBe(1);
  await buyer.getByRole('link', { name: '再試一次' }).click();
  await eventually(
    () => stock(buyer),
    (s) => s === '剩餘 28 / 28',
  );

  // Buy: two steps of 200 points take 20 元 off the 120.
  await buyer.getByTestId('gacha-buy').click();
  await buyer.getByRole('dialog', { name: '確認購買' }).waitFor();
  await eventually(
    () => buyer.getByTestId('gacha-payable').textContent(),
    (t) => t === '120',
  );
  await buyer.getByRole('button', { name: '增加紅利' }).click();
  await buyer.getByRole('button', { name: '增加紅利' }).click();
  await eventually(
    () => buyer.getByTestId('gacha-payable').textContent(),
    (t) => t === '100',
  );
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-purchase.png') });
  await buyer.getByTestId('gacha-confirm').click();

  await buyer.waitForURL((url) => url.pathname === '/gacha/animation', { timeout: 15_000 });
  const reveal = buyer.getByTestId('gacha-reveal');
  await reveal.waitFor();
  const itemName = await reveal.locator('h2').textContent();
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-reveal.png') });

  // The other shopper's count dropped by push, without a reload.
  await eventually(
    () => stock(watcher),
    (s) => s === '剩餘 27 / 28',
  );
  expect(watcherReloads).toEqual([]);
  await watcher.screenshot({ path: resolve(SHOTS, 'gacha-watcher.png'), fullPage: true });

  await buyer.getByRole('link', { name: '前往盒櫃' }).click();
  await buyer.waitForURL((url) => url.pathname === '/box');
  await eventually(
    () => buyer.getByTestId('box-list').textContent(),
    (t) => Boolean(t?.includes(itemName ?? '???')),
  );
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-box.png'), fullPage: true });
}, 120_000);

it('checks the machine’s exported log in the browser, from the detail page’s 離線驗證器, with no request to the shop', async () => {
  // The export over real HTTP (the capsule bought above is in it), saved as an auditor would save it,
  // and a copy whose first capsule is renamed to another item of the machine.
  const res = await fetch(`${shop.url}/api/audit/gacha/${MACHINE}/events`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const lines = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  const stocked = lines[0]!.data.items as { id: string; name: string }[];
  const drawnAt = lines.findIndex((l) => l.type === 'CapsuleDrawn');
  expect(drawnAt).toBeGreaterThan(0);
  const drawn = lines[drawnAt]!.data;
  drawn.itemName = stocked.find((i) => i.id !== drawn.itemId)!.name;
  const dir = mkdtempSync(join(tmpdir(), 'gacha-audit-e2e-'));
  const good = join(dir, `gacha-${MACHINE}.ndjson`);
  const tampered = join(dir, `gacha-${MACHINE}-tampered.ndjson`);
  writeFileSync(good, text);
  writeFileSync(tampered, lines.map((l) => JSON.stringify(l)).join('\n'));

  const page = await newPage();
  await page.goto(`${shop.url}${DETAIL}`);
  await page.getByTestId('gacha-fairness').waitFor();
  await page.getByTestId('gacha-audit-link').click();
  await page.waitForURL((url) => url.pathname === '/gacha/fairness-verification/audit' && url.searchParams.get('machineId') === MACHINE);
  await page.getByTestId('audit-file').waitFor({ state: 'attached' });
  await expect(page.getByRole('link', { name: `下載轉蛋機 ${MACHINE} 的事件紀錄` }).getAttribute('href')).resolves.toBe(
    `/api/audit/gacha/${MACHINE}/events`,
  );
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });

  // The round is still selling: every check but the order passes, and the verdict says so.
  await page.getByTestId('audit-file').setInputFiles(good);
  await page.locator('[data-testid="audit-verdict"][data-status="unrevealed"]').waitFor();
  await expect(page.getByTestId('audit-summary').textContent()).resolves.toContain('1 顆');
  await page.screenshot({ path: resolve(SHOTS, 'gacha-audit-unrevealed.png'), fullPage: true });

  await page.getByTestId('audit-file').setInputFiles(tampered);
  await page.locator('[data-testid="audit-verdict"][data-status="failed"]').waitFor();
  await expect(page.getByTestId('audit-failure-event').textContent()).resolves.toBe(`問題出在第 ${drawnAt + 1} 筆事件（序號 ${drawnAt}）：轉蛋抽出`);
  await page.screenshot({ path: resolve(SHOTS, 'gacha-audit-failed.png'), fullPage: true });
  expect(apiCalls).toEqual([]);
}, 60_000);
