// Verifiable draws in real Chromium: a sold-out tube's prefilled link shows its
// grand-prize positions; the static verifier reads the tube's exported event log from a file the
// user picks, with no server call, and says pass — and fail, naming the event, for a tampered copy.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findWinningPositions, shopEventSchema, type TubeLayout } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { sellOutTube } from '../../server/src/testing/sold-out-tube';
import { launchChromium } from '../support/browser';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const seed = createHash('sha256').update('fairness e2e seed').digest('hex');
let shop: TestShop;
let browser: Browser;
let layout: TubeLayout;
let files: { dir: string; good: string; tampered: string; tamperedIndex: number };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  ({ layout } = await sellOutTube(shop.shop.infra.eventStore, { tubeId: 'fair-e2e', productId: '1001', buyers: ['buyer-1', 'buyer-2'], seed }));

  // The export over real HTTP, saved as the auditor would save it.
  const res = await fetch(`${shop.url}/api/audit/tubes/fair-e2e/events`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const dir = mkdtempSync(join(tmpdir(), 'fairness-e2e-'));
  const lines = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  const tamperedIndex = lines.findIndex((l) => l.type === 'TicketDrawn' && l.data.tier === 'C');
  lines[tamperedIndex]!.data.tier = 'A';
  files = { dir, good: join(dir, 'tube-fair-e2e.ndjson'), tampered: join(dir, 'tube-fair-e2e-tampered.ndjson'), tamperedIndex };
  writeFileSync(files.good, text);
  writeFileSync(files.tampered, lines.map((l) => JSON.stringify(l)).join('\n'));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  if (files) rmSync(files.dir, { recursive: true, force: true });
});

const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function open(viewport: keyof typeof viewports): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'zh-TW' });
  return context.newPage();
}

it.each(['mobile', 'desktop'] as const)('shows the grand-prize positions of a prefilled link (%s)', async (viewport) => {
  const page = await open(viewport);
  const expected = findWinningPositions(layout.txid, 1, 10).positions;
  expect(layout.tiers.flatMap((t, i) => (t === 'A' ? [i + 1] : []))).toEqual(expected);

  await page.goto(`${shop.url}/ichiban/fairness-verification?txid=${layout.txid}&prizeCount=1&totalTickets=10&tubeId=fair-e2e`);
  const chips = page.getByTestId('fairness-positions').getByRole('listitem');
  await chips.first().waitFor();
  expect(await chips.allTextContents()).toEqual(expected.map((p) => String(p).padStart(2, '0')));
  expect(await page.getByTestId('fairness-steps').textContent()).toBe('1');
  expect(await page.getByTestId('fairness-ms').textContent()).toMatch(/^(< 0\.1|\d+\.\d) ms$/);
  expect(await page.getByTestId('fairness-php').textContent()).toContain(`$txid = '${layout.txid}';`);
  await page.screenshot({ path: join(SHOTS, `fairness-tool-${viewport}.png`), fullPage: true });

  // A wrong txid gives the spec message.
  await page.getByTestId('fairness-txid').fill('12345');
  await page.getByTestId('fairness-submit').click();
  expect(await page.getByTestId('fairness-failure').textContent()).toBe('驗證失敗：TXID 格式錯誤，應為 64 位十六進制字符串');
  await page.context().close();
});

it.each(['mobile', 'desktop'] as const)(
  'verifies an exported tube in the browser with no server call, and names the tampered event (%s)',
  async (viewport) => {
    const page = await open(viewport);
    // The shop records a new browser's visit once, shortly after start-up: that is the app's, not the verifier's.
    const visitRecorded = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/visitors/record');
    await page.goto(`${shop.url}/ichiban/fairness-verification/audit?tubeId=fair-e2e`);
    await page.getByTestId('audit-file').waitFor({ state: 'attached' });
    await visitRecorded;
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });

    await page.getByTestId('audit-file').setInputFiles(files.good);
    const verdict = page.getByTestId('audit-verdict');
    await page.locator('[data-testid="audit-verdict"][data-status="verified"]').waitFor();
    expect(await verdict.textContent()).toContain('驗證通過');
    expect(await page.getByTestId('audit-summary').textContent()).toContain(layout.txid);
    // Every event is named in words: no event type on the page.
    const shown = await page.locator('body').innerText();
    expect(shopEventSchema.options.map((o) => o.shape.type.value as string).filter((type) => shown.includes(type))).toEqual([]);
    expect(shown).toMatch(/抽中 \d{2} 號 · [A-G] 賞/);
    await page.screenshot({ path: join(SHOTS, `fairness-audit-pass-${viewport}.png`), fullPage: true });

    await page.getByTestId('audit-file').setInputFiles(files.tampered);
    await page.locator('[data-testid="audit-verdict"][data-status="failed"]').waitFor();
    expect(await verdict.textContent()).toContain('驗證失敗：抽出的賞級與種子重算的排列不符');
    expect(await page.getByTestId('audit-failure-event').textContent()).toBe(
      `問題出在第 ${files.tamperedIndex + 1} 筆事件（序號 ${files.tamperedIndex}）：一番賞抽籤`,
    );
    await page.screenshot({ path: join(SHOTS, `fairness-audit-fail-${viewport}.png`), fullPage: true });

    expect(apiCalls).toEqual([]);
    await page.context().close();
  },
);

it('lets a newcomer check the demo sold-out tube on the first start: its card links to the tool and its downloaded log verifies (mobile)', async () => {
  const page = await open('mobile');
  await page.goto(`${shop.url}/ichiban/detail/1006`);
  // Tube 2 of 1006 was bought out at seeding by the demo member (seed-demo-sold-out-tube.ts).
  const card = page.locator('[data-testid="tube-card-2"][data-sold-out="true"]');
  await card.waitFor();
  expect(await card.textContent()).toContain('已完售');
  await card.getByTestId('tube-fairness').locator('summary').click();
  await card.getByTestId('tube-seed').waitFor();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'fairness-demo-sold-out-mobile.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByText('下載事件紀錄').click()]);
  const saved = join(files.dir, 'tube-1006-2.ndjson');
  await download.saveAs(saved);

  await card.getByTestId('tube-verify-link').click();
  await page.waitForURL((url) => url.pathname === '/ichiban/fairness-verification' && url.searchParams.get('tubeId') === '1006-2');
  await page.getByTestId('fairness-positions').getByRole('listitem').first().waitFor();

  await page.goto(`${shop.url}/ichiban/fairness-verification/audit?tubeId=1006-2`);
  await page.getByTestId('audit-file').setInputFiles(saved);
  await page.locator('[data-testid="audit-verdict"][data-status="verified"]').waitFor();
  expect(await page.getByTestId('audit-verdict').textContent()).toContain('驗證通過');
  // The tube mixed in a round of the shop's beacon: the page checked its BLS signature itself.
  expect(await page.getByTestId('audit-beacon').textContent()).toMatch(/^第 \d+ 輪，簽章已驗證/);
  await page.getByTestId('audit-beacon').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'fairness-demo-beacon-mobile.png') });
  await page.context().close();
});
