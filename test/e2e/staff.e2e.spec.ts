// The staff console in real Chromium. Support signs in on /staff with the shop's own
// session, finds a member who bought tickets, replays to the moment before the purchase and sees
// the old balance, grants 200 points with a reason (a new event with the staff id), exports the
// history. A member who did a bit of everything (gacha, blind box with a hint card, check-in, like, task
// claim, invoice settings, an ichiban ticket, an address, a shop checkout, a redeemed coupon code, a points
// exchange, a shipment of their box that support cancels with a refund, their sign-in) reads in words on
// support's timeline — no event type on the page, each line saying who and what changed — with the gacha
// filter, its proof link and CSV export as shown, and the state at chosen points as the member saw it.
// An auditor verifies a sold-out tube and a sold-out gacha machine in one click and sees tampered
// exports of both rejected at the right event. A member who finds /staff sees it is for staff; the
// shop's home never loads it.
// An admin puts a new ichiban product on sale that a shopper then sees live, takes it off sale,
// puts a gacha machine and a shop item on sale that shoppers see, restocks the machine and changes
// the item's stock, schedules a machine's sale (the shopper sees the date and cannot draw until it is
// cleared), opens boxes of a new blind-box series (which the auditor lists),
// marks a member's shipment shipped from the fulfilment queue, ships and delivers a shop order from the
// same queue (the member sees 配送中 with the tracking number, then 已送達), and adds a hot keyword and a notice;
// creates a coupon code that a member then redeems on /coupons, changes a check-in day's reward and
// reads the orders whose payment the recovery voided. Support cancels a member’s shipment that has not
// left (items back in the box, fee back in the wallet).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { shopEventSchema } from '@shop/contracts';
import { sellOutTube } from '../../server/src/testing/sold-out-tube';
import { sellOutMachine } from '../../server/src/testing/sold-out-machine';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { walletDecider } from '../../server/src/modules/wallet/wallet.public';
import { runCommand } from '../../server/src/platform/command-runner';
import { launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, type Buyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const MEMBER_PHONE = '0966100200';
const SUPPORT_PHONE = '0966100201';
const AUDITOR_PHONE = '0966100202';
const ADMIN_PHONE = '0966100203';
const PASSWORD = 'secret-pass'; // createBuyer's
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let shop: TestShop;
let browser: Browser;
let member: Buyer;
let support: Buyer;
let admin: Buyer;
let tmp: string;
let tampered: { file: string; index: number };
let tamperedGacha: { file: string; index: number };

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
  admin = await createBuyer(shop.shop, { name: '店長阿強', phone: ADMIN_PHONE, role: 'admin' });
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

  // A sold-out, revealed gacha machine, and its export with the second capsule swapped for another item.
  await sellOutMachine(shop.shop.infra.eventStore, {
    machineId: 'staff-e2e-gacha',
    productId: '9002',
    buyers: ['buyer-1', 'buyer-2'],
    seed: createHash('sha256').update('staff e2e gacha seed').digest('hex'),
  });
  const machine = await eventually(
    () => fetch(`${shop.url}/api/audit/gacha/staff-e2e-gacha/events`).then((r) => (r.status === 200 ? r.text() : '')),
    (text) => text.includes('GachaSeedRevealed'),
  );
  const capsules = machine
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  const swapAt = capsules.findIndex((l) => l.type === 'CapsuleDrawn' && l.data.position === 2);
  const other = capsules[0]!.data.items as { id: string; name: string; rarity: string }[];
  const swapped = other.find((i) => i.id !== capsules[swapAt]!.data.itemId)!;
  Object.assign(capsules[swapAt]!.data, { itemId: swapped.id, itemName: swapped.name, rarity: swapped.rarity });
  tamperedGacha = { file: join(tmp, 'gacha-staff-e2e-tampered.ndjson'), index: swapAt };
  writeFileSync(tamperedGacha.file, capsules.map((l) => JSON.stringify(l)).join('\n'));
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

/** Signs in as staff, waits for the console's landing page (support for support and admins), then opens `path` if given. */
async function openStaffPage(page: Page, phoneNumber: string, path?: string): Promise<void> {
  await staffSignIn(page, phoneNumber);
  await page.waitForURL('**/staff/support');
  if (path) await page.goto(`${shop.url}${path}`);
}

/** The console's row (a product by default) that shows `name`, once it is there. */
async function adminRow(page: Page, name: string, testId = 'staff-product'): Promise<Locator> {
  const row = page.locator(`[data-testid="${testId}"]`, { hasText: name });
  await row.waitFor();
  return row;
}

/** A full-page screenshot at desktop size (test-results/staff-desktop-<name>.png); the page keeps its own size after. */
async function desktopShot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(desktop);
  // Two frames: the resized layout painted before the capture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: join(SHOTS, `staff-desktop-${name}.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Once the buyer's box holds `items` prizes, ships them all to a new default address (fee in tokens). */
async function shipWholeBox(buyer: Buyer, items: number, to: { name: string; address: string; note: string }) {
  const box = await eventually(
    () => shop.api('/user/box-items', { token: buyer.token }),
    (r) => r.body.total === items,
  );
  const address = (
    await shop.post('/user/addresses', buyer.token, {
      name: to.name,
      phone: '0912-345-678',
      city: '臺北市',
      district: '大安區',
      address_detail: to.address,
      is_default: true,
    })
  ).body.data[0].id as string;
  return shop.post('/user/box-items/shipping-order', buyer.token, {
    item_ids: box.body.data.map((i: { id: string }) => i.id),
    address_id: address,
    shipping_method: 'standard',
    customer_note: to.note,
    payment_method: 'balance',
    action: 'confirm',
  });
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

it('support finds a buyer, replays to before the purchase, grants 200 points with a reason and exports the history', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, SUPPORT_PHONE);

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
  expect(await page.getByTestId('replay-position').textContent()).toContain('下單');
  await page.locator('[data-testid="timeline-event"][data-type="TokensDebited"]').click();
  expect(await page.getByTestId('replay-position').textContent()).toContain('代幣付款');
  expect(await text(page, 'replay-diff')).toContain(`代幣 5,000 → ${latestTokens.toLocaleString('zh-TW')}`);

  // A correction needs its reason. Points before it: the 400 registered plus the purchase's VIP rebate.
  await page.getByTestId('replay-latest').click();
  const pointsBefore = Number((await text(page, 'replay-points'))!.replace(/,/g, ''));
  expect(pointsBefore).toBeGreaterThan(400);
  await page.getByTestId('correction-amount').fill('200');
  await page.getByTestId('correction-submit').click();
  expect(await text(page, 'correction-problem')).toBe('請輸入調整原因');
  await page.getByTestId('correction-reason').fill('出貨延遲補償');
  await page.getByTestId('correction-submit').click();
  const granted = page.locator('[data-testid="timeline-event"][data-type="PointsAdjusted"]', { hasText: '出貨延遲補償' });
  await granted.waitFor();
  expect(await granted.textContent()).toContain('客服 客服阿美');
  await eventually(
    () => text(page, 'replay-points'),
    (points) => points === (pointsBefore + 200).toLocaleString('zh-TW'),
  );
  await page.screenshot({ path: join(SHOTS, 'staff-support-granted.png'), fullPage: true });
  await desktopShot(page, 'support-member');

  // The server recorded it as a new wallet event carrying the staff id.
  const history = await shop.api(`/admin/users/${member.userId}/events`, { token: support.token });
  expect(history.body.data.at(-1)).toMatchObject({
    stream_id: `wallet-${member.userId}`,
    type: 'PointsAdjusted',
    data: { delta: 200, description: '出貨延遲補償' },
    metadata: { actor: { kind: 'support', id: support.userId } },
  });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('staff-export-log').click()]);
  const saved = join(tmp, 'member.ndjson');
  await download.saveAs(saved);
  const exported = readFileSync(saved, 'utf8').trimEnd().split('\n');
  expect(exported.map((l) => JSON.parse(l))).toEqual(history.body.data);
  // The export is recorded against the staff member, on the member's timeline.
  const recorded = page.locator('[data-testid="timeline-line"][data-type="MemberHistoryExported"]');
  await recorded.waitFor();
  expect(await recorded.textContent()).toContain('客服 客服阿美');
  await page.context().close();
});

it('support reads a member who did a bit of everything, in words, and the state at chosen points matches what the member saw', async () => {
  const buyer = await createBuyer(shop.shop, { tokens: 10_000, points: 5000, name: '林小芳', phone: '0966100230' });
  const own = async () => (await shop.api('/user', { token: buyer.token })).body.data as { tokens: number; total_points: number };
  const seen: { tokens: number; points: number }[] = [];
  /** What the member's own account shows once it reflects `tokens`. */
  const sawTokens = async (tokens: number) => {
    const data = await eventually(own, (d) => d.tokens === tokens);
    seen.push({ tokens: data.tokens, points: data.total_points });
  };

  expect((await shop.post('/gacha/draw/3001', buyer.token, { payment_method: 'balance' })).status).toBe(200);
  const afterGacha = (await eventually(own, (d) => d.tokens < 10_000)).tokens;
  await sawTokens(afterGacha);
  expect((await shop.post('/blindbox/package/2001-1/lock', buyer.token, { item_index: 5 })).status).toBe(200);
  expect((await shop.post('/blindbox/use-hint-card', buyer.token, { package_id: '2001-1', item_index: 5 })).status).toBe(200);
  const slot = await shop.post('/blindbox/buy-item', buyer.token, {
    package_id: '2001-1',
    item_index: 5,
    payment_method: 'balance',
    invoice_info: { invoice_type: 'personal' },
  });
  expect(slot.status).toBe(200);
  const afterBlindbox = (await eventually(own, (d) => d.tokens < afterGacha)).tokens;
  await sawTokens(afterBlindbox);
  expect((await shop.post('/user/check-in', buyer.token, {})).status).toBe(200);
  expect((await shop.post('/products/3001/toggle-like', buyer.token, {})).status).toBe(200);
  await eventually(
    () => shop.post('/user/tasks/daily-gacha/claim', buyer.token, {}),
    (r) => r.status === 200,
  );
  expect(
    (
      await shop.api('/user/invoice-settings/email', {
        method: 'PUT',
        token: buyer.token,
        body: JSON.stringify({ email: 'fang@example.com', invoice_type: 'personal' }),
      })
    ).status,
  ).toBe(200);
  // An ichiban ticket (the first buyer's hold on the tube ends first), then an address.
  await shop.post('/raffle/tube/1002-1/release', member.token, {});
  const ticket = await shop.post('/raffle/draw/multiple/1002-1', buyer.token, {
    payment_method: 'balance',
    product_id: '1002',
    random_count: 1,
    is_multiple: true,
  });
  expect(ticket.status).toBe(200);
  await shop.post('/raffle/tube/1002-1/release', buyer.token, {});
  await sawTokens((await eventually(own, (d) => d.tokens < afterBlindbox)).tokens);
  const home = { name: '林小芳', phone: '0966100230', city: '臺北市', district: '大安區', address_detail: '復興南路一段 3 號' };
  const added = await shop.post('/user/addresses', buyer.token, home);
  expect(added.status).toBe(200);
  // A shop purchase from the cart's checkout, to the address just added.
  const shopOrder = await shop.post('/orders', buyer.token, {
    payment_method: 'balance',
    items: [{ product_id: 's01', quantity: 1, price: 1, type: 'shop' }],
    recipient_name: home.name,
    recipient_phone: home.phone,
    recipient_address: '臺北市大安區復興南路一段 3 號',
  });
  expect(shopOrder.status).toBe(200);
  // A coupon code an admin made, redeemed; then points exchanged for the cheapest item of the catalogue.
  expect(
    (
      await shop.post('/admin/coupon-codes', admin.token, {
        code: 'fang50',
        title: '芳芳 50 元券',
        amount: 50,
        valid_days: 30,
        category_ids: ['shop'],
      })
    ).status,
  ).toBe(201);
  expect((await shop.post('/user/coupons/redeem', buyer.token, { code: 'fang50' })).status).toBe(200);
  const catalogue = (await shop.api('/points-exchange/items', { token: buyer.token })).body.data as { id: string; points_cost: number }[];
  const cheapest = catalogue.reduce((a, b) => (b.points_cost < a.points_cost ? b : a));
  expect((await shop.post('/points-exchange/exchange', buyer.token, { item_id: cheapest.id })).status).toBe(200);
  // The prize box (capsule, slot, ticket) shipped to that address, then cancelled by support: the fee is refunded.
  const box = await eventually(
    () => shop.api('/user/box-items', { token: buyer.token }),
    (r) => r.body.total === 3,
  );
  const shipment = await shop.post('/user/box-items/shipping-order', buyer.token, {
    item_ids: box.body.data.map((i: { id: string }) => i.id),
    address_id: added.body.data[0].id,
    shipping_method: 'standard',
    customer_note: '',
    payment_method: 'balance',
    action: 'confirm',
  });
  expect(shipment.body).toMatchObject({ success: true });
  const shipmentId = shipment.body.data.order_id as string;
  await sawTokens(shipment.body.data.tokens);
  const cancel = await eventually(
    () => shop.post(`/admin/shipping-orders/${shipmentId}/cancel`, support.token, { reason: '會員要改寄送地址' }),
    (r) => r.status === 200,
  );
  expect(cancel.body.success).toBe(true);
  await sawTokens(shipment.body.data.tokens + shipment.body.shipping_fee);
  const latest = await own();

  const page = await newShopper(browser, phone);
  await openStaffPage(page, SUPPORT_PHONE, `/staff/support/${buyer.userId}`);
  await page.locator('[data-testid="timeline-line"][data-type="InvoiceSettingsUpdated"]').waitFor();

  // Every fact is a line in words: no event type anywhere on the page.
  const types = shopEventSchema.options.map((o) => o.shape.type.value as string);
  const englishTypes = async () => {
    const shown = await page.locator('body').innerText();
    return types.filter((t) => shown.includes(t));
  };
  expect(await englishTypes()).toEqual([]);
  for (const [type, words] of [
    ['CapsuleDrawn', /轉蛋「.+」抽中 (普通|稀有|隱藏)・/],
    ['SlotDrawn', /盒玩「.+」第 6 號盒抽中 /],
    ['ToolCardUsed', /提示卡 ×1，用於盒玩第 6 號盒/],
    ['CheckedIn', /第 1 天/],
    ['ProductLiked', /收藏商品/],
    ['TaskRewardClaimed', /成長值 \+/],
    ['InvoiceSettingsUpdated', /個人電子發票 · 寄送至 fang@example.com/],
    ['TicketDrawn', /一番賞「.+」抽中 \d\d 號 · /],
    ['AddressAdded', /地址新增：臺北市大安區復興南路一段 3 號（林小芳 0966100230）（預設）/],
    ['SessionOpened', /以密碼登入/],
  ] as const)
    expect(await page.locator(`[data-testid="timeline-line"][data-type="${type}"]`).first().textContent()).toMatch(words);
  // The purchases, the coupon, the exchange, the shipment and its refund: one line each, saying who and what changed.
  const line = (type: string, has?: string) =>
    page.locator(`[data-testid="timeline-line"][data-type="${type}"]`, has ? { hasText: has } : {}).first();
  for (const [type, has, words, who] of [
    ['OrderPlaced', '商城「', /商城「.+」 · [\d,]+ 元 · 代幣 [\d,]+/, '會員'],
    ['OrderPlaced', '盒玩「', /盒玩「.+」 · [\d,]+ 元/, '會員'],
    ['OrderPlaced', '轉蛋「', /轉蛋「.+」 · [\d,]+ 元/, '會員'],
    ['CouponGranted', '兌換碼', /「芳芳 50 元券」折 50 元，兌換碼，.+到期/, '會員'],
    ['PointsAdjusted', '紅利兌換', /紅利 [−-][\d,]+（紅利兌換）/, '會員'],
    ['ShippingOrderPlaced', undefined, /運費 \d+ 元/, '會員'],
    ['ShipmentRequested', undefined, /3 件寄往 臺北市大安區/, '會員'],
    ['ShippingOrderCancelled', undefined, /退回盒櫃.*會員要改寄送地址/, '客服 客服阿美'],
    ['TokensRefunded', undefined, /代幣 \+[\d,]+/, '客服 客服阿美'],
  ] as const) {
    expect(await line(type, has).locator('[data-testid="timeline-detail"]').textContent()).toMatch(words);
    expect((await line(type, has).locator('[data-testid="timeline-actor"]').textContent())?.trim()).toBe(who);
  }

  // Filtering to gacha keeps its order, draw and the link to the machine's proof.
  await page.getByTestId('filter-gacha').check();
  // The server filters: the lines are those of the new page once it has loaded.
  await page.getByTestId('timeline-loading').waitFor({ state: 'detached' });
  const gachaLines = page.locator('[data-testid="timeline-line"]');
  expect(await gachaLines.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')))).toEqual(
    expect.arrayContaining(['OrderPlaced', 'OrderPaid', 'CapsuleDrawn']),
  );
  expect(await gachaLines.locator('[data-testid="timeline-proof-link"]').first().getAttribute('href')).toMatch(
    /^\/gacha\/fairness-verification\/audit\?machineId=/,
  );
  await page.screenshot({ path: join(SHOTS, 'staff-timeline-gacha.png'), fullPage: true });
  // The export is the lines as shown: the gacha lines, in words.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('staff-export').click()]);
  const csvFile = join(tmp, 'member-gacha.csv');
  await csv.saveAs(csvFile);
  const rows = readFileSync(csvFile, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe('時間,類別,事件,內容,執行者,訂單');
  expect(rows.length - 1).toBe(await gachaLines.count());
  expect(rows.slice(1).every((r) => r.includes(',轉蛋,'))).toBe(true);
  expect(rows.some((r) => /轉蛋抽出,轉蛋「.+」抽中 /.test(r))).toBe(true);
  await page.getByTestId('filter-gacha').uncheck();
  await page.getByTestId('timeline-loading').waitFor({ state: 'detached' });

  // The state at three chosen points is what the member's own account showed then.
  const debits = page.locator('[data-testid="timeline-event"][data-type="TokensDebited"]');
  await debits.last().click(); // newest first: the last row is the first debit (the gacha draw)
  expect(await text(page, 'replay-tokens')).toBe(seen[0]!.tokens.toLocaleString('zh-TW'));
  // Paid, not yet drawn: the gacha order is open at its payment.
  await page.locator('[data-testid="timeline-event"][data-type="OrderPaid"]').last().click();
  expect(await text(page, 'replay-orders')).toMatch(/轉蛋「.+」.*（已付款）/);
  // Newest first: the shipment's fee, the shop purchase, the ichiban debit, then the blind box's.
  const debitCount = await debits.count();
  await debits.nth(debitCount - 2).click();
  expect(await text(page, 'replay-tokens')).toBe(seen[1]!.tokens.toLocaleString('zh-TW'));
  expect(await text(page, 'replay-diff')).toContain(`代幣 ${seen[0]!.tokens.toLocaleString('zh-TW')} → ${seen[1]!.tokens.toLocaleString('zh-TW')}`);
  await debits.nth(debitCount - 3).click();
  expect(await text(page, 'replay-tokens')).toBe(seen[2]!.tokens.toLocaleString('zh-TW'));
  // The shipment's fee paid, then refunded by support: what the member's account showed after each.
  await debits.first().click();
  expect(await text(page, 'replay-tokens')).toBe(seen[3]!.tokens.toLocaleString('zh-TW'));
  await page.locator('[data-testid="timeline-event"][data-type="TokensRefunded"]').click();
  expect(await text(page, 'replay-tokens')).toBe(seen[4]!.tokens.toLocaleString('zh-TW'));
  await page.locator('[data-testid="timeline-event"][data-type="ToolCardUsed"]').click();
  expect(await text(page, 'replay-diff')).toMatch(/提示卡 \d+ → \d+（−1）/);
  await page.locator('[data-testid="timeline-event"][data-type="InvoiceSettingsUpdated"]').click();
  expect(await text(page, 'replay-diff')).toContain('發票設定 未設定 → 個人電子發票');
  // The change is said under the picked line too (on a phone the replay is below the timeline).
  expect(await text(page, 'timeline-changes')).toContain('發票設定 未設定 → 個人電子發票');
  await page.screenshot({ path: join(SHOTS, 'staff-timeline-picked.png') });
  // The latest state (the invoice change may be the latest event already).
  if (await page.getByTestId('replay-latest').isEnabled()) await page.getByTestId('replay-latest').click();
  expect(await text(page, 'replay-tokens')).toBe(latest.tokens.toLocaleString('zh-TW'));
  expect(await text(page, 'replay-points')).toBe(latest.total_points.toLocaleString('zh-TW'));
  expect(await text(page, 'replay-activity')).toContain('收藏 1 件，簽到 1 天');
  expect(await text(page, 'replay-addresses')).toBe('臺北市大安區復興南路一段 3 號（林小芳 0966100230）（預設）');
  expect(await text(page, 'replay-box')).toMatch(/[A-Z] 賞・/);
  expect(Number((await text(page, 'replay-growth'))!.replace(/,/g, ''))).toBeGreaterThan(0);

  // Search by the gacha order's number narrows the timeline to it.
  const gachaOrder = (await page
    .locator('[data-testid="timeline-line"][data-type="CapsuleDrawn"] [data-testid="timeline-order-link"]')
    .textContent())!;
  await page.locator('[data-testid="timeline-line"][data-type="CapsuleDrawn"] [data-testid="timeline-order-link"]').click();
  expect(await page.getByTestId('filter-query').inputValue()).toBe(gachaOrder.replace('訂單 ', ''));
  await page.getByTestId('timeline-loading').waitFor({ state: 'detached' });
  expect(await page.locator('[data-testid="timeline-line"][data-type="CheckedIn"]').count()).toBe(0);
  await page.getByTestId('filter-query').fill('');
  await page.locator('[data-testid="timeline-line"][data-type="CheckedIn"]').waitFor();

  expect(await englishTypes()).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'staff-timeline-everything.png'), fullPage: true });
  await desktopShot(page, 'timeline-everything');
  await page.context().close();
}, 90_000);

it('an auditor verifies a sold-out tube and a gacha machine in one click and sees tampered exports rejected at the right event', async () => {
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
  expect(await text(page, 'audit-failure-event')).toBe(`問題出在第 ${tampered.index + 1} 筆事件（序號 ${tampered.index}）：一番賞抽籤`);

  // Statistics of the product: every committed prize of the sold-out tube drawn.
  await row.getByTestId('audit-stats-button').click();
  await page.getByTestId('audit-stats').waitFor();
  const tierC = page.locator('[data-testid="audit-stats-tier"][data-tier="C"]');
  expect(await tierC.locator('td').allTextContents()).toEqual(['C 賞', '7', '7']);
  await page.screenshot({ path: join(SHOTS, 'staff-audit-tampered.png'), fullPage: true });
  await desktopShot(page, 'audit');

  // The gacha machine: the same one click, its own verifier (verifyGachaLog) and verdict.
  await page.setViewportSize(phone);
  const machine = page.getByTestId('audit-gacha').locator('[data-testid="audit-container"][data-id="staff-e2e-gacha"]');
  expect(await machine.getAttribute('data-status')).toBe('revealed');
  await machine.getByTestId('audit-verify').click();
  await page
    .locator('[data-testid="audit-checked"][data-source="扭蛋機 staff-e2e-gacha"] [data-testid="audit-verdict"][data-status="verified"]')
    .waitFor();
  expect(await text(page, 'audit-verdict')).toContain('驗證通過：紀錄完整，每顆扭蛋都與公開的種子相符');
  expect(await text(page, 'audit-summary')).toContain('已抽出4 顆');
  await page.getByTestId('audit-checked').screenshot({ path: join(SHOTS, 'staff-audit-gacha-verified.png') });
  await machine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'staff-audit-gacha-row.png') });

  // Its statistics: every stocked capsule drawn, per item (labelled with its rarity), rarest first.
  await machine.getByTestId('audit-stats-button').click();
  const gachaStats = page.locator('[data-testid="audit-stats"][data-kind="gacha"]');
  await gachaStats.waitFor();
  expect(await gachaStats.locator('[data-testid="audit-stats-tier"]').evaluateAll((rows) => rows.map((r) => r.textContent))).toEqual([
    '金龍（隱藏）11',
    '狐狸（稀有）11',
    '招財貓（普通）22',
  ]);
  expect(await gachaStats.textContent()).toContain('每小時抽出顆數');
  // Who won the round's secret against chance: one of the two buyers, who bought 2 of the 4 capsules (p = 0.5).
  const luck = gachaStats.getByTestId('audit-luck-row');
  expect(await luck.count()).toBe(1);
  expect(await luck.locator('td').evaluateAll((cells) => cells.map((c) => c.textContent))).toEqual([
    'staff-e2e-gacha#1（隱藏）',
    expect.stringMatching(/^[0-9a-f]{12}…$/),
    '2／1',
    '0.50',
    '0.5000',
  ]);
  await gachaStats.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'staff-audit-gacha-stats.png') });

  await page.getByTestId('audit-file').setInputFiles(tamperedGacha.file);
  await page
    .locator('[data-testid="audit-checked"][data-source="gacha-staff-e2e-tampered.ndjson"] [data-testid="audit-verdict"][data-status="failed"]')
    .waitFor();
  expect(await text(page, 'audit-verdict')).toContain('抽出的款式不在補貨清單中，或與種子重算的順序不符');
  expect(await text(page, 'audit-failure-event')).toBe(`問題出在第 ${tamperedGacha.index + 1} 筆事件（序號 ${tamperedGacha.index}）：轉蛋抽出`);
  await page.getByTestId('audit-checked').screenshot({ path: join(SHOTS, 'staff-audit-gacha-tampered.png') });
  await page.context().close();
}, 90_000);

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

it('an admin puts a new ichiban product on sale that a shopper sees live, then takes it off sale', async () => {
  const page = await newShopper(browser, desktop);
  await openStaffPage(page, ADMIN_PHONE);
  await page.getByRole('link', { name: '商品' }).click();
  await page.waitForURL('**/staff/catalogue');
  await page.getByTestId('staff-product').first().waitFor();

  // The form checks what the server would refuse before sending it.
  await page.getByTestId('ichiban-create').click();
  expect(await page.getByRole('alert').textContent()).toBe('請輸入商品名稱');
  await page.getByTestId('ichiban-name').fill('店長嚴選一番賞');
  await page.getByTestId('ichiban-price').fill('280');
  await page.getByTestId('ichiban-image').fill('/demo/products/1002.svg');
  await page.getByTestId('ichiban-tubes').fill('2');
  const names = page.getByTestId('ichiban-prize-name');
  const quantities = page.getByTestId('ichiban-prize-quantity');
  await names.nth(0).fill('限定大公仔');
  await names.nth(1).fill('壓克力立牌');
  await quantities.nth(1).fill('5');
  await page.getByTestId('ichiban-add-tier').click();
  await names.nth(2).fill('貼紙組');
  await quantities.nth(2).fill('10');
  await page.getByTestId('ichiban-last').fill('最後賞 特別版');
  await page.getByTestId('ichiban-create').click();

  const row = await adminRow(page, '店長嚴選一番賞');
  expect(await row.getAttribute('data-on-sale')).toBe('true');
  expect(await row.textContent()).toContain('籤筒 2/2 販售中');
  const productId = (await row.getAttribute('data-id'))!;
  await page.screenshot({ path: join(SHOTS, 'staff-admin-catalogue.png'), fullPage: true });
  await desktopShot(page, 'catalogue-ichiban');

  // A shopper sees it on the home page at once and opens its two tubes of 16 tickets.
  const shopper = await newShopper(browser, phone);
  await shopper.goto(shop.url);
  await shopper.getByTestId(`product-${productId}`).waitFor();
  // The cover promos open first on a new session.
  await shopper.getByTestId('cover-promo').waitFor();
  await shopper.getByTestId('promo-close').click();
  await shopper.getByTestId('promo-close').click();
  await shopper.getByTestId(`product-${productId}`).click();
  await shopper.waitForURL(`**/ichiban/detail/${productId}`);
  expect(await text(shopper, 'product-name')).toBe('店長嚴選一番賞');
  expect(await text(shopper, 'tube-remaining-2')).toBe('16');
  await shopper.screenshot({ path: join(SHOTS, 'staff-admin-product-live.png') });

  // The tubes were opened by the admin: the event log names them.
  const admin = (await shop.api(`/admin/users?q=${ADMIN_PHONE}`, { token: support.token })).body.data[0].user_id as string;
  const opened = await shop.shop.infra.eventStore.readStream(`tube-${productId}-1`);
  expect(opened.map((e) => [e.type, e.metadata.actor])).toEqual([['TubeOpened', { kind: 'support', id: admin }]]);

  // Off sale: asked to confirm, then gone from the shop.
  await row.getByTestId('staff-off-sale').click();
  await row.getByTestId('staff-off-sale-confirm').click();
  await eventually(
    () => row.getAttribute('data-on-sale'),
    (onSale) => onSale === 'false',
  );
  const listed = await shop.api('/products?page=1');
  expect(listed.body.data.map((p: { id: string }) => p.id)).not.toContain(productId);
  await shopper.context().close();
  await page.context().close();
}, 90_000);

it('an admin puts a gacha machine and a shop item on sale that shoppers then see, restocks the machine and changes the stock', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE, '/staff/catalogue?tab=gacha');

  // A machine of two items: 3 common capsules and 1 secret one.
  await page.getByTestId('gacha-create').click();
  expect(await page.getByRole('alert').textContent()).toBe('請輸入商品名稱');
  await page.getByTestId('gacha-name').fill('店長扭蛋機');
  await page.getByTestId('gacha-price').fill('60');
  await page.getByTestId('gacha-image').fill('/demo/products/3001.svg');
  const names = page.getByTestId('gacha-item-name');
  const quantities = page.getByTestId('gacha-item-quantity');
  await names.nth(0).fill('小恐龍');
  await quantities.nth(0).fill('3');
  await names.nth(1).fill('金色恐龍');
  await page.getByTestId('gacha-item-rarity').nth(1).selectOption('secret');
  await quantities.nth(1).fill('1');
  await page.getByTestId('staff-create-gacha').screenshot({ path: join(SHOTS, 'staff-admin-gacha-form.png') });
  await page.getByTestId('gacha-create').click();
  const row = await adminRow(page, '店長扭蛋機');
  expect(await row.textContent()).toContain('第 1 輪 剩 4/4 顆');
  const machineId = (await row.getAttribute('data-id'))!;
  await desktopShot(page, 'catalogue-gacha');

  // A shopper finds it on /gacha and sees its stock and odds.
  const shopper = await newShopper(browser, phone);
  await shopper.goto(`${shop.url}/gacha`);
  await shopper.getByTestId(`product-${machineId}`).waitFor();
  await shopper.goto(`${shop.url}/gacha/detail/${machineId}`);
  expect(await text(shopper, 'gacha-stock')).toBe('剩餘 4 / 4');
  expect(await shopper.getByTestId(`gacha-item-${machineId}-2`).textContent()).toContain('金色恐龍');
  await shopper.screenshot({ path: join(SHOTS, 'staff-admin-gacha-live.png') });

  // Restock: the next round holds 5 + 2; the server reveals round 1's seed and commits round 2.
  await row.getByTestId('staff-manage').click();
  const restock = row.getByTestId('gacha-restock');
  await restock.waitFor();
  await restock.getByTestId('gacha-restock-quantity').nth(0).fill('5');
  await restock.getByTestId('gacha-restock-quantity').nth(1).fill('2');
  await row.screenshot({ path: join(SHOTS, 'staff-admin-gacha-restock.png') });
  await restock.getByTestId('gacha-restock-submit').click();
  await eventually(
    () => row.textContent(),
    (t) => t?.includes('第 2 輪 剩 7/7 顆') ?? false,
  );
  const admin = (await shop.api(`/admin/users?q=${ADMIN_PHONE}`, { token: support.token })).body.data[0].user_id as string;
  const log = await shop.shop.infra.eventStore.readStream(`gacha-${machineId}`);
  expect(log.map((e) => [e.type, e.metadata.actor])).toEqual([
    ['GachaStocked', { kind: 'support', id: admin }],
    ['GachaSeedRevealed', { kind: 'support', id: admin }],
    ['GachaStocked', { kind: 'support', id: admin }],
  ]);
  await shopper.reload();
  await eventually(
    () => text(shopper, 'gacha-stock'),
    (t) => t === '剩餘 7 / 7',
  );

  // A shop item with 4 units: the shopper finds it on /shop; the admin adds 6 and removes 3.
  await page.getByTestId('catalogue-tab-shop').click();
  await page.getByTestId('shop-title').fill('店長嚴選馬克杯');
  await page.getByTestId('shop-price').fill('420');
  await page.getByTestId('shop-image').fill('/demo/shop/s05.svg');
  await page.getByTestId('shop-stock').fill('4');
  await page.getByTestId('shop-create').click();
  const item = await adminRow(page, '店長嚴選馬克杯', 'staff-shop-item');
  expect(await item.getByTestId('staff-shop-stock').textContent()).toBe('4');
  const itemId = (await item.getAttribute('data-id'))!;

  await shopper.goto(`${shop.url}/shop`);
  const card = shopper.getByTestId(`shop-item-${itemId}`);
  // The new item is listed after the others: the list loads it as it scrolls.
  await eventually(
    async () => {
      await shopper.getByTestId('list-end').scrollIntoViewIfNeeded();
      return card.count();
    },
    (n) => n === 1,
  );
  expect(await card.textContent()).toContain('店長嚴選馬克杯');

  await item.getByTestId('staff-shop-amount').fill('6');
  await item.getByTestId('staff-shop-add').click();
  await eventually(
    () => item.getByTestId('staff-shop-stock').textContent(),
    (t) => t === '10',
  );
  await item.getByTestId('staff-shop-amount').fill('3');
  await item.getByTestId('staff-shop-remove').click();
  await eventually(
    () => item.getByTestId('staff-shop-stock').textContent(),
    (t) => t === '7',
  );
  // More than is on sale cannot be removed: the server's message is shown beside the item.
  await item.getByTestId('staff-shop-amount').fill('8');
  await item.getByTestId('staff-shop-remove').click();
  expect(await item.getByRole('alert').textContent()).toBe('庫存不足，僅剩 7 件');
  await item.screenshot({ path: join(SHOTS, 'staff-admin-shop-stock.png') });
  await page.getByTestId('staff-create-shop-item').screenshot({ path: join(SHOTS, 'staff-admin-shop-form.png') });
  await desktopShot(page, 'catalogue-shop');
  const stock = (await shop.shop.infra.eventStore.readStream('shop-stock'))
    .filter((e) => (e.data as { itemId?: string }).itemId === itemId)
    .map((e) => [e.type, e.metadata.actor]);
  expect(stock).toEqual([
    ['ShopItemListed', { kind: 'support', id: admin }],
    ['ShopStockAdded', { kind: 'support', id: admin }],
    ['ShopStockAdded', { kind: 'support', id: admin }],
    ['ShopStockRemoved', { kind: 'support', id: admin }],
  ]);
  await shopper.goto(`${shop.url}/shop/detail/${itemId}`);
  await shopper.getByText('店長嚴選馬克杯').first().waitFor();
  await shopper.context().close();
  await page.context().close();
}, 120_000);

it('an admin schedules when a gacha machine goes on sale; shoppers see the date and cannot draw until then', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE, '/staff/catalogue?tab=gacha');
  const row = page.locator('[data-testid="staff-product"][data-id="3004"]');
  await row.waitFor();

  // The draws cannot open before the sale does: the form says so before sending.
  await row.getByTestId('staff-schedule-toggle').click();
  const form = row.getByTestId('staff-schedule');
  await form.getByTestId('schedule-release').fill('2099-06-01T20:00');
  await form.getByTestId('schedule-draw').fill('2099-05-01T20:00');
  await form.getByTestId('schedule-save').click();
  expect(await form.getByRole('alert').textContent()).toBe('開抽時間不可早於開賣時間');
  await form.getByTestId('schedule-draw').fill('2099-06-02T20:00');
  await row.screenshot({ path: join(SHOTS, 'staff-admin-schedule-form.png') });
  await desktopShot(page, 'catalogue-schedule');
  await form.getByTestId('schedule-save').click();
  await form.waitFor({ state: 'detached' });
  await eventually(
    () => row.textContent(),
    (t) => t?.includes('2099-06-01 20:00 開賣・2099-06-02 20:00 開抽') ?? false,
  );
  expect(await row.textContent()).toContain('待開賣');
  await row.screenshot({ path: join(SHOTS, 'staff-admin-schedule.png') });

  // The shopper sees the machine with the Taipei date it opens, and its button is off.
  const shopper = await newShopper(browser, phone);
  await shopper.goto(`${shop.url}/gacha/detail/3004`);
  const notice = await text(shopper, 'sellability');
  expect(notice).toMatch(/^目前不可購買（2099.*6.*1.*開賣）$/);
  expect(await shopper.getByTestId('gacha-buy').isDisabled()).toBe(true);
  await shopper.screenshot({ path: join(SHOTS, 'staff-admin-schedule-shopper.png') });
  // The shop's list marks it too.
  await shopper.goto(`${shop.url}/gacha`);
  expect(await shopper.getByTestId('product-3004').textContent()).toContain('即將開賣');

  // The same schedule holds a blind-box series back: the slots answer with the date, and the
  // whole-box button is gone.
  const schedule = (productId: string, body: unknown) =>
    shop.api(`/admin/catalogue/products/${productId}/schedule`, { method: 'PUT', token: admin.token, body: JSON.stringify(body) });
  expect((await schedule('2002', { release_date: null, draw_date: '2099-06-02T20:00' })).status).toBe(200);
  await shopper.goto(`${shop.url}/blindbox/detail/2002`);
  await shopper.getByTestId('slot-0').click();
  await eventually(
    () => shopper.getByTestId('toast').allTextContents(),
    (toasts) => toasts.some((t) => /目前不可購買（2099.*開抽）/.test(t)),
  );
  expect(await text(shopper, 'sellability')).toMatch(/^目前不可購買（2099.*6.*2.*開抽）$/);
  expect(await shopper.getByTestId('take-whole').count()).toBe(0);
  await shopper.screenshot({ path: join(SHOTS, 'staff-admin-schedule-blindbox.png') });
  expect((await schedule('2002', { release_date: null, draw_date: null })).status).toBe(200);

  // Cleared, the machine sells at once.
  await row.getByTestId('staff-schedule-toggle').click();
  expect(await form.getByTestId('schedule-release').inputValue()).toBe('2099-06-01T20:00');
  await form.getByRole('button', { name: '清除開賣時間' }).click();
  await form.getByRole('button', { name: '清除開抽時間' }).click();
  await form.getByTestId('schedule-save').click();
  await eventually(
    () => row.textContent(),
    (t) => (t?.includes('販售中') && !t.includes('開賣')) ?? false,
  );
  await shopper.goto(`${shop.url}/gacha/detail/3004`);
  await shopper.getByTestId('gacha-buy').waitFor();
  expect(await shopper.getByTestId('sellability').count()).toBe(0);
  expect(await shopper.getByTestId('gacha-buy').isDisabled()).toBe(false);
  await shopper.context().close();
  await page.context().close();
}, 90_000);

it('an admin creates a blind-box series and opens boxes for it, which the auditor then lists', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE, '/staff/catalogue?tab=blindbox');
  await page.getByTestId('series-name').fill('店長盲盒系列');
  await page.getByTestId('series-price').fill('150');
  await page.getByTestId('series-image').fill('/demo/products/2001.svg');
  const figures = page.getByTestId('series-figure-name');
  await figures.nth(0).fill('兔兔');
  await figures.nth(1).fill('熊熊');
  await figures.nth(2).fill('隱藏款');
  await page.getByTestId('series-create').click();
  const row = await adminRow(page, '店長盲盒系列');
  expect(await row.textContent()).toContain('0/0 盒販售中');
  const seriesId = (await row.getAttribute('data-id'))!;

  await row.getByTestId('staff-manage').click();
  const open = row.getByTestId('blindbox-open');
  await open.getByTestId('blindbox-open-boxes').fill('2');
  await open.getByTestId('blindbox-open-quantity').nth(0).fill('3');
  await open.getByTestId('blindbox-open-quantity').nth(1).fill('2');
  await row.screenshot({ path: join(SHOTS, 'staff-admin-blindbox-open.png') });
  await page.getByTestId('staff-create-series').screenshot({ path: join(SHOTS, 'staff-admin-blindbox-form.png') });
  await desktopShot(page, 'catalogue-blindbox');
  await open.getByTestId('blindbox-open-submit').click();
  await eventually(
    () => row.textContent(),
    (t) => t?.includes('2/2 盒販售中') ?? false,
  );

  // The auditor's page lists both boxes (6 slots each) with their commitments.
  await page.getByRole('link', { name: '稽核' }).click();
  await page.waitForURL('**/staff/audit');
  const boxes = page.getByTestId('audit-blindbox').locator(`[data-testid="audit-container"][data-id^="${seriesId}-"]`);
  await boxes.first().waitFor();
  expect(await boxes.count()).toBe(2);
  expect(await boxes.first().getAttribute('data-status')).toBe('open');
  expect(await boxes.first().textContent()).toContain('0 / 6');

  // The series' statistics: both boxes' committed figures (3 兔兔 and 2 熊熊 a box), none sold yet.
  await boxes.first().getByTestId('audit-stats-button').click();
  const boxStats = page.locator('[data-testid="audit-stats"][data-kind="blindbox"]');
  await boxStats.waitFor();
  const figureRow = (name: string) => boxStats.locator('[data-testid="audit-stats-tier"]', { hasText: name }).locator('td');
  expect((await figureRow('兔兔').allTextContents()).slice(1)).toEqual(['6', '0']);
  expect((await figureRow('熊熊').allTextContents()).slice(1)).toEqual(['4', '0']);
  expect(await boxStats.textContent()).toContain('尚無抽出');
  await boxStats.screenshot({ path: join(SHOTS, 'staff-audit-blindbox-stats.png') });
  expect(await page.getByTestId('audit-gacha').locator('[data-testid="audit-container"]').count()).toBeGreaterThan(0);
  await page.screenshot({ path: join(SHOTS, 'staff-audit-all-kinds.png') });
  await page.context().close();
}, 90_000);

it('an admin marks a paid shipment shipped with its carrier and tracking number', async () => {
  // The member ships the two prizes they won (the fee from tokens).
  await shop.post('/raffle/tube/1002-1/release', member.token, {});
  const placed = await shipWholeBox(member, 2, { name: '王小明', address: '復興南路一段 1 號', note: '請下午送' });
  expect(placed.status).toBe(200);
  const orderId = placed.body.data.order_id as string;

  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE, '/staff/fulfilment');
  const card = page.locator(`[data-testid="fulfilment-order"][data-id="${orderId}"]`);
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('staff-fulfilment').waitFor();
      return card.count();
    },
    (n) => n === 1,
  );
  expect(await card.textContent()).toContain('請下午送');
  await card.getByTestId('fulfilment-ship').click();
  expect(await card.getByRole('alert').textContent()).toBe('請填寫物流業者');
  await card.getByTestId('fulfilment-carrier').fill('黑貓宅急便');
  await card.getByTestId('fulfilment-tracking-input').fill('905512345678');
  await page.screenshot({ path: join(SHOTS, 'staff-admin-fulfilment.png'), fullPage: true });
  await desktopShot(page, 'fulfilment');
  await card.getByTestId('fulfilment-ship').click();
  await page.locator(`[data-testid="fulfilment-order"][data-id="${orderId}"][data-status="shipped"]`).waitFor();
  expect(await card.getByTestId('fulfilment-tracking').textContent()).toContain('黑貓宅急便・905512345678');

  // The shipped list has it once the queue's read model follows.
  await page.getByTestId('fulfilment-tab-shipped').click();
  await eventually(
    async () => {
      await page.getByTestId('fulfilment-refresh').click();
      await page.locator('[data-testid="fulfilment-refresh"]:not([disabled])').waitFor();
      return card.count();
    },
    (n) => n === 1,
  );
  expect(await card.getAttribute('data-status')).toBe('shipped');
  expect(await card.getByTestId('fulfilment-tracking').textContent()).toContain('黑貓宅急便・905512345678');
  await page.screenshot({ path: join(SHOTS, 'staff-admin-shipped.png'), fullPage: true });
  await desktopShot(page, 'fulfilment-shipped');

  // The shipment is an event in the member's history carrying the admin's id.
  const admin = (await shop.api(`/admin/users?q=${ADMIN_PHONE}`, { token: support.token })).body.data[0].user_id as string;
  const history = await eventually(
    () => shop.api(`/admin/users/${member.userId}/events`, { token: support.token }),
    (r) => r.body.data.some((e: { type: string }) => e.type === 'BoxItemsShipped'),
  );
  expect(history.body.data.find((e: { type: string }) => e.type === 'BoxItemsShipped').data).toMatchObject({
    orderId,
    carrier: '黑貓宅急便',
    trackingNumber: '905512345678',
    staffId: admin,
  });
  await page.context().close();
}, 90_000);

it('support ships a paid shop order from the same queue; the member sees 配送中 with the tracking number, then 已送達', async () => {
  const bought = await shop.post('/orders', member.token, {
    items: [{ product_id: 's08', quantity: 2, price: 150, type: 'shop' }],
    payment_method: 'balance',
    shipping_method: 'standard',
    recipient_name: '王小明',
    recipient_phone: '0912345678',
    recipient_address: '臺北市大安區復興南路一段 1 號',
    customer_note: '請放管理室',
  });
  expect(bought.status).toBe(200);
  const orderId = bought.body.data.order_number as string;

  const page = await newShopper(browser, phone);
  await openStaffPage(page, SUPPORT_PHONE, '/staff/fulfilment');
  const card = page.locator(`[data-testid="fulfilment-order"][data-id="${orderId}"]`);
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('staff-fulfilment').waitFor();
      return card.count();
    },
    (n) => n === 1,
  );
  expect(await card.getAttribute('data-kind')).toBe('shop');
  expect(await card.getByTestId('fulfilment-kind').textContent()).toBe('商城訂單');
  expect(await card.textContent()).toContain('壓克力吊飾 × 2');
  expect(await card.textContent()).toContain('請放管理室');
  await card.getByTestId('fulfilment-carrier').fill('新竹物流');
  await card.getByTestId('fulfilment-tracking-input').fill('HCT-20261124-01');
  await page.screenshot({ path: join(SHOTS, 'staff-fulfilment-shop-order.png'), fullPage: true });
  await card.getByTestId('fulfilment-ship').click();
  await page.locator(`[data-testid="fulfilment-order"][data-id="${orderId}"][data-status="shipped"]`).waitFor();
  expect(await card.getByTestId('fulfilment-tracking').textContent()).toContain('新竹物流・HCT-20261124-01');

  // The order's own stream records it, with the staff member's id.
  const shipped = (await shop.shop.infra.eventStore.readStream(`order-${orderId}`)).find((e) => e.type === 'OrderShipped');
  expect(shipped?.data).toMatchObject({ carrier: '新竹物流', trackingNumber: 'HCT-20261124-01', staffId: support.userId });

  // The member: under 配送中, counted on the tab, and the detail shows the tracking number.
  const shopper = await newShopper(browser, phone);
  await logIn(shopper, shop.url, { phone: MEMBER_PHONE, password: PASSWORD, redirect: '/order/list?status=shipping' });
  const order = shopper.locator('[data-testid=order-card][data-type=shop]');
  await eventually(
    async () => {
      await shopper.reload();
      await shopper.locator('[data-testid=order-list], .state').first().waitFor();
      return order.count();
    },
    (n) => n === 1,
    { timeoutMs: 20_000 },
  );
  await expect(order.locator('.order-status').textContent()).resolves.toBe('配送中');
  // The tab counts what the server counts (the member's box shipment of the test above may be shipping too).
  const counts = (await shop.api('/orders/status/counts', { token: member.token })).body.data as { shipping: number; processing: number };
  expect(counts.shipping).toBeGreaterThanOrEqual(1);
  await expect(shopper.getByTestId('order-tab-shipping').locator('.order-tabs__count').textContent()).resolves.toBe(String(counts.shipping));
  await order.click();
  await expect(shopper.getByTestId('order-status').textContent()).resolves.toBe('配送中');
  await expect(shopper.getByTestId('order-tracking').textContent()).resolves.toBe('HCT-20261124-01');
  await shopper.screenshot({ path: join(SHOTS, 'order-detail-shop-shipping.png'), fullPage: true });

  // Delivered: staff confirm from the shipped tab; the member's order is done.
  await page.getByTestId('fulfilment-tab-shipped').click();
  await eventually(
    async () => {
      await page.getByTestId('fulfilment-refresh').click();
      await page.locator('[data-testid="fulfilment-refresh"]:not([disabled])').waitFor();
      return card.count();
    },
    (n) => n === 1,
  );
  await card.getByTestId('fulfilment-deliver').click();
  await page.locator(`[data-testid="fulfilment-order"][data-id="${orderId}"][data-status="delivered"]`).waitFor();
  await eventually(
    async () => {
      await shopper.reload();
      await shopper.getByTestId('order-status').waitFor();
      return shopper.getByTestId('order-status').textContent();
    },
    (status) => status === '已送達',
    { timeoutMs: 20_000 },
  );
  await shopper.context().close();
  await page.context().close();
}, 90_000);

it('an admin adds a hot keyword that the shop then shows, and a marquee notice', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE, '/staff/content');
  const keywords = page.getByTestId('content-keywords');
  await keywords.getByRole('button', { name: '新增' }).click();
  expect(await keywords.getByRole('alert').textContent()).toBe('請輸入關鍵字');
  await keywords.getByLabel('關鍵字').fill('店長推薦');
  await keywords.getByRole('button', { name: '新增' }).click();
  await keywords.locator('[data-testid="content-keyword"]', { hasText: '店長推薦' }).waitFor();

  const notices = page.getByTestId('content-notices');
  await notices.getByLabel('公告內容').fill('新品一番賞今晚八點開抽');
  await notices.getByRole('button', { name: '新增' }).click();
  await page.getByText('已新增跑馬燈公告').waitFor();
  expect(await notices.getByLabel('公告內容').inputValue()).toBe('');
  await page.screenshot({ path: join(SHOTS, 'staff-admin-content.png'), fullPage: true });
  await desktopShot(page, 'content');

  expect((await shop.api('/products/keywords/hot')).body.data).toContain('店長推薦');
  await page.context().close();
}, 60_000);

it('an admin creates a coupon code that a member redeems on /coupons, and sees it counted', async () => {
  const page = await newShopper(browser, phone);
  await openStaffPage(page, ADMIN_PHONE);
  await page.getByRole('link', { name: '獎勵' }).click();
  await page.waitForURL('**/staff/rewards');
  const form = page.getByTestId('coupon-code-form');
  await page.getByTestId('coupon-code-create').click();
  expect(await form.getByRole('alert').textContent()).toBe('兌換碼需為 3 到 30 個英文字母、數字、- 或 _');
  await form.getByLabel('兌換碼').fill('staff100');
  await form.getByLabel('優惠券名稱').fill('店長 100 元折價券');
  await form.getByLabel('折抵金額（元）').fill('100');
  await form.getByLabel('最低消費（元）').fill('500');
  await form.getByLabel('可兌換人數（留空不限）').fill('5');
  await form.getByLabel('商城').check();
  await page.getByTestId('coupon-code-create').click();
  const code = page.locator('[data-testid="coupon-code"][data-code="STAFF100"]');
  await code.waitFor();
  expect(await code.getByTestId('coupon-code-redeemed').textContent()).toContain('已兌換 0 / 5 人');
  expect(await code.textContent()).toContain('滿 NT$ 500 可用・商城');
  expect(await code.textContent()).toMatch(/建立者 店長/);
  expect(await form.getByLabel('兌換碼').inputValue()).toBe('');

  // The member redeems it on their coupon screen.
  const shopperPage = await newShopper(browser, phone);
  const redeemer = await createBuyer(shop.shop, { name: '陳小華', phone: '0966100205' });
  await logIn(shopperPage, shop.url, { phone: '0966100205', password: PASSWORD, redirect: '/coupons' });
  await shopperPage.getByTestId('redeem-code').fill('staff100');
  await shopperPage.getByTestId('redeem-submit').click();
  await shopperPage.getByTestId('coupon-list').getByText('店長 100 元折價券').waitFor();
  expect((await shop.api('/user/coupons', { token: redeemer.token })).body.data.some((c: { title: string }) => c.title === '店長 100 元折價券')).toBe(
    true,
  );
  await shopperPage.context().close();

  // Back in the console the code shows one redemption.
  await eventually(
    async () => {
      await page.reload();
      return (await code.getByTestId('coupon-code-redeemed').textContent()) ?? '';
    },
    (t) => t.includes('已兌換 1 / 5 人'),
  );

  // The admin edits its name and limit: not below the one member who redeemed it.
  await code.getByTestId('coupon-code-edit').click();
  const editor = code.getByTestId('coupon-code-editor');
  await editor.getByTestId('coupon-edit-title').fill('店長 100 元折價券（加碼）');
  await editor.getByTestId('coupon-edit-max').fill('0');
  await editor.getByTestId('coupon-edit-save').click();
  expect(await editor.getByRole('alert').textContent()).toBe('可兌換人數需為 1 到 1000000 的整數');
  await desktopShot(page, 'coupon-editor');
  await editor.getByTestId('coupon-edit-max').fill('10');
  await editor.getByTestId('coupon-edit-save').click();
  await page.getByText('已更新兌換碼 STAFF100').waitFor();
  await editor.waitFor({ state: 'detached' });
  expect(await code.getByTestId('coupon-code-redeemed').textContent()).toContain('已兌換 1 / 10 人');
  expect(await code.textContent()).toContain('店長 100 元折價券（加碼）');
  await page.screenshot({ path: join(SHOTS, 'staff-admin-coupon-edited.png'), fullPage: true });

  // Day 7 of the check-in cycle gives 150 points from now on.
  const day7 = page.locator('[data-testid="check-in-reward"][data-day="7"]');
  await day7.getByLabel('第 7 天紅利').fill('150');
  await day7.getByRole('button', { name: '儲存' }).click();
  await page.getByText('已更新第 7 天的簽到獎勵').waitFor();
  await page.screenshot({ path: join(SHOTS, 'staff-admin-rewards.png'), fullPage: true });
  await desktopShot(page, 'rewards');
  const admin = await createBuyer(shop.shop, { role: 'admin', name: '另一位店長' });
  const rewards = (await shop.api('/admin/check-in-rewards', { token: admin.token })).body.data as { day: number; points: number }[];
  expect(rewards.find((r) => r.day === 7)?.points).toBe(150);
  await page.context().close();
}, 90_000);

it('support reads the orders whose payment the purchase recovery voided', async () => {
  // What the recovery does for an order it gives up on before payment: the wallet's refund finds no payment and voids it.
  await runCommand({
    store: shop.shop.infra.eventStore,
    streamId: `wallet-${member.userId}`,
    decider: walletDecider,
    command: { type: 'RefundOrder', data: { userId: member.userId, orderId: 'e2e-voided-order', reason: '信用卡付款逾時' }, now: new Date() },
    metadata: systemMetadata(new Date()),
  });
  const page = await newShopper(browser, phone);
  await openStaffPage(page, SUPPORT_PHONE);
  await page.getByRole('link', { name: '作廢' }).click();
  await page.waitForURL('**/staff/voided');
  const order = page.locator('[data-testid="voided-order"][data-id="e2e-voided-order"]');
  await eventually(
    async () => {
      await page.getByTestId('voided-refresh').click();
      await page.locator('[data-testid="voided-refresh"]:not([disabled])').waitFor();
      return order.count();
    },
    (n) => n === 1,
  );
  expect(await order.getByTestId('voided-reason').textContent()).toBe('信用卡付款逾時');
  expect(await order.textContent()).toContain('王小明');
  await page.screenshot({ path: join(SHOTS, 'staff-voided.png'), fullPage: true });
  await desktopShot(page, 'voided');
  await page.context().close();
}, 60_000);

it('an admin makes a member a support agent, who can then open the support screen', async () => {
  const agentPhone = '0966100204';
  await createBuyer(shop.shop, { name: '新客服小林', phone: agentPhone });
  // Before: the member sees that the console is for staff.
  const agent = await newShopper(browser, phone);
  await staffSignIn(agent, agentPhone);
  await agent.getByTestId('staff-forbidden').waitFor();

  const page = await newShopper(browser, desktop);
  await openStaffPage(page, ADMIN_PHONE);
  await page.getByRole('link', { name: '帳號' }).click();
  await page.waitForURL('**/staff/accounts');
  await adminRow(page, '店長阿強', 'staff-account');
  expect(await page.locator('[data-testid="staff-account"]', { hasText: '新客服小林' }).count()).toBe(0);

  // An admin cannot take their own admin role away.
  await page.getByTestId('staff-role-user').fill(ADMIN_PHONE);
  await page.getByTestId('staff-role-select').selectOption('member');
  await page.getByTestId('staff-role-submit').click();
  await page.getByTestId('confirm-ok').click();
  expect(await text(page, 'staff-role-error')).toBe('不能移除自己的管理員權限');

  await page.getByTestId('staff-role-user').fill('0966-100-204');
  await page.getByTestId('staff-role-select').selectOption('support');
  await page.getByTestId('staff-role-submit').click();
  expect(await page.getByTestId('confirm-dialog').getAttribute('aria-label')).toBe('確定將「0966-100-204」的角色設為「客服」嗎？');
  await page.getByTestId('confirm-ok').click();
  expect(await text(page, 'staff-role-done')).toBe(`新客服小林（${agentPhone}）：會員 → 客服`);
  expect(await (await adminRow(page, '新客服小林', 'staff-account')).textContent()).toContain('客服');
  await desktopShot(page, 'accounts');
  await page.setViewportSize(phone);
  await page.screenshot({ path: join(SHOTS, 'staff-admin-accounts.png'), fullPage: true });

  // The new agent signs out and in again and lands on support; the accounts screen is not theirs.
  await agent.getByTestId('staff-logout').click();
  await agent.getByTestId('staff-phone').waitFor();
  await openStaffPage(agent, agentPhone);
  await agent.getByTestId('staff-search-input').fill(MEMBER_PHONE);
  await agent.getByTestId('staff-search-submit').click();
  await agent.getByTestId('staff-member').first().waitFor();
  expect(await agent.getByRole('link', { name: '帳號' }).count()).toBe(0);
  await agent.goto(`${shop.url}/staff/accounts`);
  await agent.waitForURL('**/staff/support');
  await agent.context().close();
  await page.context().close();
}, 90_000);

it('support cancels a member’s shipment that has not left: the items go back to the box and the fee to the wallet', async () => {
  const buyer = await createBuyer(shop.shop, { tokens: 2000, name: '陳小華', phone: '0966100210' });
  // The first buyer's hold on the tube ends (as it would when they leave).
  await shop.post('/raffle/tube/1002-1/release', member.token, {});
  const bought = await shop.post('/raffle/draw/multiple/1002-1', buyer.token, {
    payment_method: 'balance',
    product_id: '1002',
    random_count: 2,
    is_multiple: true,
  });
  expect(bought.status).toBe(200);
  await shop.post('/raffle/tube/1002-1/release', buyer.token, {});
  const placed = await shipWholeBox(buyer, 2, { name: '陳小華', address: '復興南路一段 2 號', note: '' });
  expect(placed.body).toMatchObject({ success: true, shipping_fee: 60 });
  const tokensAfterFee = placed.body.data.tokens as number;

  const page = await newShopper(browser, phone);
  await openStaffPage(page, SUPPORT_PHONE, `/staff/support/${buyer.userId}`);
  // The fulfilment queue's read model lists the parcel once it follows.
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('cancel-shipping').waitFor();
      await page.locator('[data-testid="cancel-shipping"] :is(form, [data-testid="cancel-shipping-none"])').waitFor();
      return page.getByTestId('cancel-shipping-submit').count();
    },
    (n) => n === 1,
  );
  expect(await page.getByTestId('cancel-shipping-items').locator('li').count()).toBe(2);
  // The reason is required.
  await page.getByTestId('cancel-shipping-submit').click();
  expect(await text(page, 'cancel-shipping-problem')).toBe('請填寫取消原因');
  await page.getByTestId('cancel-shipping-reason').fill('會員要改寄送地址');
  await page.getByTestId('cancel-shipping').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'staff-cancel-shipping.png') });
  await desktopShot(page, 'support-cancel-shipping');
  await page.getByTestId('cancel-shipping-submit').click();

  // New events on the timeline, with the staff id; the replay shows the fee back and the items in the box.
  const cancelled = page.locator('[data-testid="timeline-event"][data-type="ShippingOrderCancelled"]');
  await cancelled.waitFor();
  expect(await cancelled.textContent()).toContain('會員要改寄送地址');
  expect(await cancelled.textContent()).toContain('客服 客服阿美');
  await page.locator('[data-testid="timeline-event"][data-type="TokensRefunded"]').waitFor();
  expect(await text(page, 'replay-tokens')).toBe((tokensAfterFee + 60).toLocaleString('zh-TW'));
  await page.getByTestId('cancel-shipping-none').waitFor();
  await page.getByTestId('cancel-shipping').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'staff-cancel-shipping-done.png') });

  // The member's box holds the items again, available to ship.
  const back = await eventually(
    () => shop.api('/user/box-items', { token: buyer.token }),
    (r) => r.body.data.every((i: { status: string }) => i.status === 'available'),
  );
  expect(back.body.total).toBe(2);
  await page.context().close();
}, 90_000);

it('an admin stops a leaked coupon code (停止兌換) and a member redeeming it is refused', async () => {
  const created = await shop.post('/admin/coupon-codes', admin.token, { code: 'LEAKED50', title: '外流 50 元折價券', amount: 50, valid_days: 30 });
  expect(created.status).toBe(201);
  const page = await newShopper(browser, phone);
  await staffSignIn(page, ADMIN_PHONE);
  await page.waitForURL('**/staff/support');
  await page.getByRole('link', { name: '獎勵' }).click();
  await page.waitForURL('**/staff/rewards');
  const code = page.locator('[data-testid="coupon-code"][data-code="LEAKED50"]');
  await code.waitFor();
  expect(await code.textContent()).toContain('可兌換');

  // Two steps: 停止兌換, then 確定停止 (取消 backs out).
  await code.getByTestId('coupon-code-end').click();
  await code.getByRole('button', { name: '取消' }).click();
  await code.getByTestId('coupon-code-end').click();
  await code.screenshot({ path: join(SHOTS, 'staff-coupon-code-confirm.png') });
  await code.getByTestId('coupon-code-end-confirm').click();
  await page.getByText('兌換碼 LEAKED50 已停止兌換').waitFor();
  await code.getByText('已停止兌換', { exact: true }).waitFor();
  expect(await code.getByTestId('coupon-code-end').count()).toBe(0);
  expect(await code.textContent()).toMatch(/已於 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 停止兌換/);
  await code.scrollIntoViewIfNeeded();
  await code.screenshot({ path: join(SHOTS, 'staff-coupon-code-ended.png') });
  const list = (await shop.api('/admin/coupon-codes', { token: admin.token })).body.data as { code: string; redeemable_until: string | null }[];
  expect(list.find((c) => c.code === 'LEAKED50')?.redeemable_until).not.toBeNull();
  await page.context().close();

  // A member entering it on /coupons gets the expired refusal.
  const shopperPage = await newShopper(browser, phone);
  await createBuyer(shop.shop, { name: '林小美', phone: '0966100219' });
  await logIn(shopperPage, shop.url, { phone: '0966100219', password: PASSWORD, redirect: '/coupons' });
  await shopperPage.getByTestId('redeem-code').fill('leaked50');
  await shopperPage.getByTestId('redeem-submit').click();
  await shopperPage.getByTestId('redeem-notice').getByText('此優惠券代碼已過期').waitFor();
  await shopperPage.context().close();
}, 90_000);
