// The staff console in real Chromium (issue 19). Support signs in on /staff with the shop's own
// session, finds a member who bought tickets, replays to the moment before the purchase and sees
// the old balance, grants 200 points with a reason (a new event with the staff id), exports the
// history. An auditor verifies a sold-out tube in one click and sees a tampered export rejected at
// the right event. A member who finds /staff sees it is for staff; the shop's home never loads it.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { sellOutTube } from '../../server/src/testing/sold-out-tube';
import { launchChromium, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, type Buyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const MEMBER_PHONE = '0966100200';
const SUPPORT_PHONE = '0966100201';
const AUDITOR_PHONE = '0966100202';
const PASSWORD = 'secret-pass'; // createBuyer's
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let shop: TestShop;
let browser: Browser;
let member: Buyer;
let support: Buyer;
let tmp: string;
let tampered: { file: string; index: number };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  tmp = mkdtempSync(join(tmpdir(), 'staff-e2e-'));
  shop = await startTestShop();
  browser = await launchChromium();
  await eventually(
    () => shop.api('/raffle/status/1002'),
    (r) => r.status === 200,
  );
  member = await createBuyer(shop.shop, { tokens: 5000, points: 400, name: '王小明', phone: MEMBER_PHONE });
  support = await createBuyer(shop.shop, { name: '客服阿美', phone: SUPPORT_PHONE, role: 'support' });
  await createBuyer(shop.shop, { name: '稽核老李', phone: AUDITOR_PHONE, role: 'auditor' });
  const bought = await shop.post('/raffle/draw/multiple/1002-1', member.token, {
    payment_method: 'balance',
    product_id: '1002',
    ticket_numbers: [5, 6],
    is_multiple: true,
  });
  expect(bought.status).toBe(200);

  // A sold-out, revealed tube, and its export with one drawn tier changed.
  const seed = createHash('sha256').update('staff e2e seed').digest('hex');
  await sellOutTube(shop.shop.infra.eventStore, { tubeId: 'staff-e2e', productId: '9001', buyers: ['buyer-1', 'buyer-2'], seed });
  await eventually(
    () => fetch(`${shop.url}/api/audit/tubes/staff-e2e/events`).then((r) => (r.status === 200 ? r.text() : '')),
    (text) => text.includes('TubeSeedRevealed'),
  );
  const lines = (await (await fetch(`${shop.url}/api/audit/tubes/staff-e2e/events`)).text())
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  const index = lines.findIndex((l) => l.type === 'TicketDrawn' && l.data.tier === 'C');
  lines[index]!.data.tier = 'A';
  tampered = { file: join(tmp, 'tube-staff-e2e-tampered.ndjson'), index };
  writeFileSync(tampered.file, lines.map((l) => JSON.stringify(l)).join('\n'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function staffSignIn(page: Page, phoneNumber: string): Promise<void> {
  await page.goto(`${shop.url}/staff`);
  await page.getByTestId('staff-phone').fill(phoneNumber);
  await page.getByTestId('staff-password').fill(PASSWORD);
  await page.getByTestId('staff-login').click();
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

it('support finds a buyer, replays to before the purchase, grants 200 points with a reason and exports the history', async () => {
  const page = await newShopper(browser, phone);
  await staffSignIn(page, SUPPORT_PHONE);
  await page.waitForURL('**/staff/support');

  await page.getByTestId('staff-search-input').fill(MEMBER_PHONE);
  await page.getByTestId('staff-search-submit').click();
  await page.getByTestId('staff-member').click();
  await page.waitForURL(`**/staff/support/${member.userId}`);
  expect(await text(page, 'staff-member-name')).toBe('王小明');

  // Following the latest: the purchase took tokens and filled the box.
  const latestTokens = Number((await text(page, 'replay-tokens'))!.replace(/,/g, ''));
  expect(latestTokens).toBeLessThan(5000);
  expect(await text(page, 'replay-box')).not.toBe('—');

  // The order's row: the state after it, then one step back — before the purchase.
  await page.locator('[data-testid="timeline-event"][data-type="OrderPlaced"]').click();
  await page.getByTestId('replay-prev').click();
  expect(await text(page, 'replay-tokens')).toBe('5,000');
  expect(await text(page, 'replay-points')).toBe('400');
  expect(await text(page, 'replay-box')).toBe('—');
  await page.screenshot({ path: join(SHOTS, 'staff-replay-before-purchase.png'), fullPage: true });

  // Stepping forward, and the debit's row shows what it changed.
  await page.getByTestId('replay-next').click();
  expect(await page.getByTestId('replay-position').textContent()).toContain('OrderPlaced');
  await page.locator('[data-testid="timeline-event"][data-type="TokensDebited"]').click();
  expect(await page.getByTestId('replay-position').textContent()).toContain('TokensDebited');
  expect(await text(page, 'replay-diff')).toContain(`代幣 5,000 → ${latestTokens.toLocaleString('zh-TW')}`);

  // A correction needs its reason.
  await page.getByTestId('replay-latest').click();
  await page.getByTestId('correction-amount').fill('200');
  await page.getByTestId('correction-submit').click();
  expect(await text(page, 'correction-problem')).toBe('請輸入調整原因');
  await page.getByTestId('correction-reason').fill('出貨延遲補償');
  await page.getByTestId('correction-submit').click();
  const granted = page.locator('[data-testid="timeline-event"][data-type="PointsAdjusted"]', { hasText: '出貨延遲補償' });
  await granted.waitFor();
  expect(await granted.textContent()).toContain(`客服 ${support.userId}`);
  await eventually(
    () => text(page, 'replay-points'),
    (points) => points === '600',
  );
  await page.screenshot({ path: join(SHOTS, 'staff-support-granted.png'), fullPage: true });

  // The server recorded it as a new wallet event carrying the staff id.
  const history = await shop.api(`/admin/users/${member.userId}/events`, { token: support.token });
  expect(history.body.data.at(-1)).toMatchObject({
    stream_id: `wallet-${member.userId}`,
    type: 'PointsAdjusted',
    data: { delta: 200, description: '出貨延遲補償' },
    metadata: { actor: { kind: 'support', id: support.userId } },
  });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('staff-export').click()]);
  const saved = join(tmp, 'member.ndjson');
  await download.saveAs(saved);
  const exported = readFileSync(saved, 'utf8').trimEnd().split('\n');
  expect(exported.map((l) => JSON.parse(l))).toEqual(history.body.data);
  await page.context().close();
});

it('an auditor verifies a sold-out tube in one click and sees a tampered export rejected at the right event', async () => {
  const page = await newShopper(browser, desktop);
  await staffSignIn(page, AUDITOR_PHONE);
  await page.waitForURL('**/staff/audit');

  const row = page.locator('[data-testid="audit-container"][data-id="staff-e2e"]');
  expect(await row.getAttribute('data-status')).toBe('revealed');
  await row.getByTestId('audit-verify').click();
  await page.locator('[data-testid="audit-verdict"][data-status="verified"]').waitFor();
  expect(await text(page, 'audit-verdict')).toContain('驗證通過');
  await page.screenshot({ path: join(SHOTS, 'staff-audit-verified.png'), fullPage: true });

  await page.getByTestId('audit-file').setInputFiles(tampered.file);
  await page.locator('[data-testid="audit-verdict"][data-status="failed"]').waitFor();
  expect(await text(page, 'audit-verdict')).toContain('抽出的賞級與種子重算的排列不符');
  expect(await text(page, 'audit-failure-event')).toBe(`問題出在第 ${tampered.index + 1} 筆事件（revision ${tampered.index}）：TicketDrawn`);

  // Statistics of the product: every committed prize of the sold-out tube drawn.
  await row.getByTestId('audit-stats-button').click();
  await page.getByTestId('audit-stats').waitFor();
  const tierC = page.locator('[data-testid="audit-stats-tier"][data-tier="C"]');
  expect(await tierC.locator('td').allTextContents()).toEqual(['C 賞', '7', '7']);
  await page.screenshot({ path: join(SHOTS, 'staff-audit-tampered.png'), fullPage: true });
  await page.context().close();
});

it('shows a member that the console is for staff, and the shop home never loads it', async () => {
  const page = await newShopper(browser, phone);
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
  await page.goto(shop.url);
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((p) => p.includes('staff'))).toEqual([]);

  await staffSignIn(page, MEMBER_PHONE);
  await page.getByTestId('staff-forbidden').waitFor();
  expect(await text(page, 'staff-forbidden')).toContain('此區僅限工作人員');
  await page.screenshot({ path: join(SHOTS, 'staff-member-refused.png') });
  await page.context().close();
});
