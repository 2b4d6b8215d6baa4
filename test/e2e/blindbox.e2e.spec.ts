// Two shoppers in real Chromium on one blind box: A picks a slot; B, watching the same box, sees it
// become 挑選中 live and cannot take it; A uses a hint card, buys, and lands on the result; B sees
// the slot drawn; the figure is in A's prize box.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@shop/contracts';
import { launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { walletDecider } from '../../server/src/modules/wallet/wallet.public';
import { runCommand } from '../../server/src/platform/command-runner';
import { creditWallet } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await shop.createMember('0955000001', 'alice-pass', '小艾');
  await shop.createMember('0955000002', 'bob-pass-1', '小博');
  await shop.createMember('0955000003', 'carol-pass', '小卡');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const slotState = (page: Page, index: number) => page.getByTestId(`slot-${index}`).getAttribute('data-state');

it('shows a held slot to another shopper live, and the purchase lands in the box', async () => {
  const boxPage = '/blindbox/detail/2001';
  const alice = await newShopper(browser, { width: 390, height: 844 });
  const bob = await newShopper(browser, { width: 390, height: 844 });
  const aliceId = await eventually(() => logIn(alice, shop.url, { phone: '0955000001', password: 'alice-pass', redirect: boxPage }), Boolean, {
    timeoutMs: 30_000,
  });
  await creditWallet(shop.shop, aliceId, { tokens: 2000 });
  await logIn(bob, shop.url, { phone: '0955000002', password: 'bob-pass-1', redirect: boxPage });

  await eventually(
    () => slotState(bob, 0),
    (s) => s === 'free',
  );
  await bob.screenshot({ path: resolve(SHOTS, 'blindbox-detail.png'), fullPage: true });
  const bobReloads: string[] = [];
  bob.on('framenavigated', (f) => f === bob.mainFrame() && bobReloads.push(f.url()));

  await eventually(
    () => slotState(alice, 0),
    (s) => s === 'free',
  );
  await alice.getByTestId('slot-0').click();
  await alice.waitForURL((url) => url.pathname === '/blindbox/item/2001-1');
  await eventually(
    () => alice.getByTestId('countdown').textContent(),
    (t) => /保留 1[0-5]\d 秒/.test(t ?? ''),
  );

  // Bob learns of the lock from the push alone, and cannot take the slot.
  await eventually(
    () => slotState(bob, 0),
    (s) => s === 'locked',
  );
  expect(await bob.getByTestId('slot-0').textContent()).toContain(messages.blindbox.slotPicking);
  expect(bobReloads).toEqual([]);
  await bob.getByTestId('slot-0').click();
  await bob.getByText(messages.blindbox.slotBeingPicked).waitFor();
  expect(new URL(bob.url()).pathname).toBe(boxPage);
  await bob.screenshot({ path: resolve(SHOTS, 'blindbox-detail-picking.png'), fullPage: true });

  // The demo's welcome pack gives Alice hint cards.
  await eventually(
    () => alice.getByTestId('use-hint').textContent(),
    (t) => t === `${messages.blindbox.hintCard}（3）`,
  );
  await alice.getByTestId('use-hint').click();
  await alice.getByTestId('hints').waitFor();
  // The count is refetched after the hint shows: wait for it rather than read it at once.
  await eventually(
    () => alice.getByTestId('use-hint').textContent(),
    (t) => t === `${messages.blindbox.hintCard}（2）`,
  );
  await alice.screenshot({ path: resolve(SHOTS, 'blindbox-slot-hint.png'), fullPage: true });

  await alice.getByTestId('buy-slot').click();
  await alice.getByTestId('confirm-buy').click();
  await alice.waitForURL((url) => url.pathname === '/blindbox/result');
  await alice.getByTestId('blindbox-result').waitFor();
  const itemName = (await alice.locator('.bb-result__name').first().textContent())!;
  await alice.screenshot({ path: resolve(SHOTS, 'blindbox-result.png'), fullPage: true });

  await eventually(
    () => slotState(bob, 0),
    (s) => s === 'drawn',
  );
  expect(await bob.getByTestId('slot-0').textContent()).toContain(itemName);
  expect(bobReloads).toEqual([]);

  await alice.getByTestId('go-to-box').click();
  await alice.waitForURL((url) => url.pathname === '/box');
  await alice.getByText(itemName).first().waitFor();
  await alice.screenshot({ path: resolve(SHOTS, 'blindbox-box.png'), fullPage: true });
}, 120_000);

it('pays a slot with bonus points and a coupon, and the figure shows collected in the figures catalogue', async () => {
  const carol = await newShopper(browser, { width: 390, height: 844 });
  const carolId = await logIn(carol, shop.url, { phone: '0955000003', password: 'carol-pass', redirect: '/blindbox/detail/2002' });
  await creditWallet(shop.shop, carolId, { tokens: 2000, points: 1000 });
  await runCommand({
    store: shop.shop.infra.eventStore,
    streamId: `wallet-${carolId}`,
    decider: walletDecider,
    command: {
      type: 'GrantCoupon',
      data: {
        userId: carolId,
        couponId: 'C-blindbox-e2e',
        title: '盒玩折 20',
        amount: 20,
        minPurchase: 0,
        description: '',
        categoryIds: ['1'],
        productIds: [],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        source: 'admin',
      },
      now: new Date(),
    },
    metadata: systemMetadata(new Date()),
  });

  await eventually(
    () => slotState(carol, 2),
    (s) => s === 'free',
  );
  await carol.getByTestId('slot-2').click();
  await eventually(
    () => carol.getByTestId('countdown').textContent(),
    (t) => /保留 \d+ 秒/.test(t ?? ''),
  );
  await carol.getByTestId('buy-slot').click();
  const price = Number(await carol.getByTestId('blindbox-payable').textContent());
  await eventually(() => carol.getByTestId('points-plus').isEnabled(), Boolean);
  await carol.getByTestId('points-plus').click();
  await carol.getByTestId('coupon-picker').click();
  await carol.getByTestId('coupon-option-C-blindbox-e2e').click();
  // 200 points take 10 元 off, the coupon 20.
  await eventually(
    () => carol.getByTestId('blindbox-payable').textContent(),
    (t) => Number(t) === price - 30,
  );
  await carol.screenshot({ path: resolve(SHOTS, 'blindbox-slot-pay.png') });
  await carol.getByTestId('confirm-buy').click();
  await carol.waitForURL((url) => url.pathname === '/blindbox/result');
  const itemName = (await carol.locator('.bb-result__name').first().textContent())!;

  await carol.goto(`${shop.url}/blindbox/figures`);
  await eventually(
    () => carol.getByTestId('figures-progress').textContent(),
    (t) => /^已收集 1 \/ \d+$/.test(t ?? ''),
  );
  await carol.screenshot({ path: resolve(SHOTS, 'blindbox-figures.png') });
  await carol.getByTestId('collected-collected').click();
  await eventually(
    () => carol.getByTestId('figure').count(),
    (n) => n === 1,
  );
  expect(await carol.getByTestId('figure').textContent()).toContain(itemName);
  await carol.getByTestId('figure').locator('a').click();
  await carol.waitForURL((url) => /^\/blindbox\/item\/2002-\d+\/\d+$/.test(url.pathname));
  await eventually(
    () => carol.getByTestId('figure-status').textContent(),
    (t) => t === '已收集',
  );
  await carol.screenshot({ path: resolve(SHOTS, 'blindbox-figure.png'), fullPage: true });
}, 120_000);
