// The gacha journey in real Chromium at phone size: a shopper opens a machine (odds shown), tries
// the demo (nothing charged), buys a capsule with the purchase popup and a coupon (each coupon
// labelled with what it is for), sees it being drawn (抽選中) until the beacon round its purchase named
// is out and then revealed, is not offered the spent coupon on 再試一次 (nor accepted sending it:
// 此優惠券已使用) and finds the capsule in /box; a second shopper on the same machine sees the stock
// drop without reloading. Shoppers then buy the machine out, and the sold-out machine's log verifies
// in the browser, every draw's beacon signature included; a forged beacon round is caught.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, logIn } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, creditWallet } from '../support/members';
import { gachaEventHash, signBeaconRound } from '@shop/contracts';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { walletDecider } from '../../server/src/modules/wallet/wallet.public';
import { runCommand } from '../../server/src/platform/command-runner';
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

  // The machine can be liked from its page.
  await buyer.getByTestId(`like-${MACHINE}`).click();
  await eventually(
    () => buyer.getByTestId(`like-${MACHINE}`).getAttribute('aria-pressed'),
    (pressed) => pressed === 'true',
  );

  // Three coupons: any product (50), gacha only (30, 滿100) and blind boxes only (200).
  const token = await buyer.evaluate(() => localStorage.getItem('auth_token') ?? '');
  const coupons = [
    { couponId: 'C-any', title: '任選 50 元折價券', amount: 50, minPurchase: 0, categoryIds: [] },
    { couponId: 'C-gacha', title: '轉蛋 30 元折價券', amount: 30, minPurchase: 100, categoryIds: ['2'] },
    { couponId: 'C-box', title: '盒玩 200 元折價券', amount: 200, minPurchase: 0, categoryIds: ['1'] },
  ];
  for (const coupon of coupons)
    await runCommand({
      store: shop.shop.infra.eventStore,
      streamId: `wallet-${userId}`,
      decider: walletDecider,
      command: {
        type: 'GrantCoupon',
        data: { ...coupon, userId, description: '', productIds: [], expiresAt: new Date(Date.now() + 86_400_000).toISOString(), source: 'admin' },
        now: new Date(),
      },
      metadata: systemMetadata(new Date()),
    });

  // Buy: two steps of 200 points take 20 元 off the 120, the coupon 50 more.
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
  await eventually(
    () => buyer.getByTestId('coupon-picker').textContent(),
    (t) => Boolean(t?.includes('2 張可用')),
  );
  await buyer.getByTestId('coupon-picker').click();
  // Each coupon names what it is for: the blind-box one is greyed, with the reason.
  await expect(buyer.getByTestId('coupon-option-C-gacha').textContent()).resolves.toContain('適用：轉蛋');
  const boxOnly = buyer.locator('[data-testid=coupon-card][data-tone=unavailable]');
  await expect(boxOnly.textContent()).resolves.toContain('適用：盒玩');
  await expect(boxOnly.textContent()).resolves.toContain('此優惠券不適用於此商品');
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-coupons.png') });
  await buyer.getByTestId('coupon-option-C-any').click();
  await eventually(
    () => buyer.getByTestId('gacha-payable').textContent(),
    (t) => t === '50',
  );
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-purchase.png') });
  // The beacon is held back until the shopper has seen the capsule being drawn: the purchase waits for it.
  const { beacon } = shop.shop.beaconRounds;
  const held = jest.spyOn(beacon, 'fetchRound').mockRejectedValue(new Error('held back by the journey'));
  await buyer.getByTestId('gacha-confirm').click();

  await buyer.waitForURL((url) => url.pathname === '/gacha/animation', { timeout: 15_000 });
  try {
    await expect(buyer.getByTestId('gacha-drawing').textContent()).resolves.toContain('抽選中');
    await buyer.screenshot({ path: resolve(SHOTS, 'gacha-drawing.png') });
  } finally {
    held.mockRestore();
  }
  // The round comes: the sweep draws the capsule and the page reveals it.
  const reveal = buyer.getByTestId('gacha-reveal');
  await reveal.waitFor({ timeout: 20_000 });
  await expect(buyer.getByTestId('gacha-drawing').count()).resolves.toBe(0);
  const itemName = await reveal.locator('h2').textContent();
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-reveal.png') });
  await expect(buyer.getByRole('link', { name: '前往盒櫃' }).getAttribute('href')).resolves.toBe('/box');

  // The other shopper's count dropped by push, without a reload.
  await eventually(
    () => stock(watcher),
    (s) => s === '剩餘 27 / 28',
  );
  expect(watcherReloads).toEqual([]);
  await watcher.screenshot({ path: resolve(SHOTS, 'gacha-watcher.png'), fullPage: true });

  // 再試一次: the popup no longer offers the spent coupon, only the gacha one.
  await buyer.getByRole('link', { name: '再試一次' }).click();
  await buyer.getByTestId('gacha-buy').click();
  await eventually(
    () => buyer.getByTestId('coupon-picker').textContent(),
    (t) => Boolean(t?.includes('1 張可用')),
  );
  await buyer.getByTestId('coupon-picker').click();
  await buyer.getByTestId('coupon-option-C-gacha').waitFor();
  await expect(buyer.getByTestId('coupon-option-C-any').count()).resolves.toBe(0);
  await expect(buyer.getByText('任選 50 元折價券').count()).resolves.toBe(0);
  await buyer.screenshot({ path: resolve(SHOTS, 'gacha-coupons-after.png') });
  await buyer.getByRole('radio', { name: '不使用優惠券' }).click();
  await buyer.getByRole('button', { name: '取消', exact: true }).click();
  // Sent anyway (an old tab), the spent coupon is refused in its own words.
  const spent = await shop.post(`/gacha/draw/${MACHINE}`, token, { payment_method: 'balance', coupon_id: 'C-any' });
  expect(spent).toMatchObject({ status: 400, body: { message: '此優惠券已使用' } });
  await buyer.goto(`${shop.url}/box`);

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

it('lays the machine out for a desk: price, stock, odds and the buy button above the fold, the picture beside them', async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW', reducedMotion: 'reduce' })).newPage();
  await page.goto(`${shop.url}${DETAIL}`);
  await page.getByTestId('gacha-stock').waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
  const [stock, buy, odds, picture] = await Promise.all([
    box('gacha-stock'),
    box('gacha-buy'),
    box(`gacha-item-${MACHINE}-1`),
    page.locator('.gacha-detail__image').boundingBox(),
  ]);
  for (const shown of [stock, buy, odds]) expect(shown.y + shown.height).toBeLessThanOrEqual(800);
  expect(picture!.height).toBeLessThan(700);
  expect(stock.x).toBeGreaterThan(picture!.x + picture!.width);
  await page.screenshot({ path: resolve(SHOTS, 'gacha-detail-desktop.png') });
  await page.context().close();
}, 60_000);

it('sells the machine out, and its log verifies in the browser with every beacon round; a forged round is caught', async () => {
  // The rest of the machine, bought by shoppers at once: each capsule is drawn when its round is out.
  const left = (await shop.api(`/gacha/product/${MACHINE}`)).body.product.remaining_quantity as number;
  const buyers = await Promise.all(Array.from({ length: 4 }, () => createBuyer(shop.shop, { tokens: 10_000 })));
  const bought = await Promise.all(
    Array.from({ length: left }, (_, i) => shop.post(`/gacha/draw/${MACHINE}`, buyers[i % buyers.length]!.token, { payment_method: 'balance' })),
  );
  expect(bought.map((b) => b.body.status)).toEqual(Array.from({ length: left }, () => 'drawing'));
  const text = await eventually(
    () => fetch(`${shop.url}/api/audit/gacha/${MACHINE}/events`).then((r) => r.text()),
    (t) => t.includes('"GachaSeedRevealed"'),
    { timeoutMs: 30_000 },
  );
  const lines = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  expect(lines.filter((l) => l.type === 'CapsuleDrawn')).toHaveLength(28);
  // A forged beacon round: the first draw's round signed by another key, the chain rebuilt after it.
  const drawnAt = lines.findIndex((l) => l.type === 'CapsuleDrawn');
  const forged = signBeaconRound('4d'.repeat(32), lines[drawnAt]!.data.beaconRound as number);
  const tamperedLines = lines.map((l) => ({ ...l, data: { ...l.data } }));
  Object.assign(tamperedLines[drawnAt]!.data, { beaconSignature: forged.signature, beaconRandomness: forged.randomness });
  for (let i = drawnAt + 1; i < tamperedLines.length; i++) tamperedLines[i]!.data.prevHash = gachaEventHash(tamperedLines[i - 1]!);
  const dir = mkdtempSync(join(tmpdir(), 'gacha-soldout-e2e-'));
  const good = join(dir, `gacha-${MACHINE}.ndjson`);
  const tampered = join(dir, `gacha-${MACHINE}-forged-round.ndjson`);
  writeFileSync(good, text);
  writeFileSync(tampered, tamperedLines.map((l) => JSON.stringify(l)).join('\n'));

  // The sold-out machine's page shows its revealed seed and leads to the verifier.
  const page = await newPage();
  await page.goto(`${shop.url}${DETAIL}`);
  await expect(page.getByTestId('gacha-seed').textContent()).resolves.toContain('已公開');
  await page.getByTestId('gacha-audit-link').click();
  await page.waitForURL((url) => url.pathname === '/gacha/fairness-verification/audit');
  await page.getByTestId('audit-file').waitFor({ state: 'attached' });
  await page.getByTestId('audit-file').setInputFiles(good);
  await page.locator('[data-testid="audit-verdict"][data-status="verified"]').waitFor();
  await expect(page.getByTestId('audit-summary').textContent()).resolves.toContain('28 顆');
  await page.screenshot({ path: resolve(SHOTS, 'gacha-audit-verified.png'), fullPage: true });

  await page.getByTestId('audit-file').setInputFiles(tampered);
  await page.locator('[data-testid="audit-verdict"][data-status="failed"]').waitFor();
  await expect(page.getByTestId('audit-failure-event').textContent()).resolves.toBe(`問題出在第 ${drawnAt + 1} 筆事件（序號 ${drawnAt}）：轉蛋抽出`);
  await expect(page.getByTestId('audit-verdict').textContent()).resolves.toContain('開獎亂數不是亂數信標簽署的');
  await page.screenshot({ path: resolve(SHOTS, 'gacha-audit-forged-round.png'), fullPage: true });
}, 120_000);
