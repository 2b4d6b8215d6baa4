// Card refunds in real Chromium. A member's card payment arrives after the order
// expired: support finds it under 退款 on /staff/refunds and presses 退款; the (dev) gateway does not
// know the trade and refuses, so support refunds in the gateway's console and records its reference;
// the member's /order/detail then says the payment was refunded (付款狀態 已退款). And a card order,
// which holds nothing until it is paid, whose ticket another member buys while the shopper is at the
// gateway: paid, it comes back to the ticket page saying 付款期間您選的籤已被抽走, and the payment is owed back.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { messages, ordersResponseSchema } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { BuyTicketsCommand } from '../../server/src/modules/ichiban/commands/buy-tickets/buy-tickets.command';
import { CARD_PAYMENT_TIMEOUT_MS } from '../../server/src/purchases/purchase.decide';
import { cardMerchantOrderNo } from '../../server/src/modules/orders/card-payment/card-payment.service';
import { encryptTradeInfo, tradeSha } from '../../server/src/modules/wallet/wallet.public';
import { launchChromium, logIn, newShopper } from '../support/browser';
import { eventually } from '../support/eventually';
import { createBuyer, type Buyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const MEMBER_PHONE = '0966200300';
const SUPPORT_PHONE = '0966200301';
const PASSWORD = 'secret-pass'; // createBuyer's
const DEV_KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let shop: TestShop;
let browser: Browser;
let member: Buyer;
let orderId: string;
let gatewayOrderId: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
  await eventually(
    () => shop.api('/raffle/status/1003'),
    (r) => r.status === 200,
  );
  member = await createBuyer(shop.shop, { name: '晚付款', phone: MEMBER_PHONE });
  await createBuyer(shop.shop, { name: '客服阿退', phone: SUPPORT_PHONE, role: 'support' });

  // A card order left unpaid past the timeout is cancelled; NewebPay then reports its payment.
  orderId = await latePayment(1, 'E2ELATE1', 2 * CARD_PAYMENT_TIMEOUT_MS + 2000);
  // A second one, paid through the dev gateway (its trade numbers start with DEV): the gateway can refund it.
  gatewayOrderId = await latePayment(2, 'DEVE2ELATE2', CARD_PAYMENT_TIMEOUT_MS + 1000);
}, 120_000);

/** A card order placed `placedAgo` ms ago (more than its window: its reservation has run out), voided, then paid. */
async function latePayment(ticket: number, tradeNo: string, placedAgo: number): Promise<string> {
  const correlation = randomUUID();
  const { order } = await shop.shop.commands.execute(
    new BuyTicketsCommand('1003-1', member.userId, '1003', { numbers: [ticket] }, 0, 'credit_card', messages.ichiban.drawFailed, {
      actor: { kind: 'user', id: member.userId },
      correlationId: correlation,
      causationId: correlation,
      occurredAt: new Date(Date.now() - placedAgo).toISOString(),
    }),
  );
  const id = order.placed.orderId;
  expect(await shop.shop.recovery.recoverOrder(id)).toBe('cancelled');
  const info = encryptTradeInfo(
    JSON.stringify({
      Status: 'SUCCESS',
      Message: '授權成功',
      Result: { MerchantID: 'MS_DEV_SHOP', MerchantOrderNo: cardMerchantOrderNo(id), Amt: 245, TradeNo: tradeNo },
    }),
    DEV_KEYS,
  );
  const notify = await fetch(`${shop.url}/api/payment/newebpay/notify`, {
    method: 'POST',
    body: new URLSearchParams({ Status: 'SUCCESS', MerchantID: 'MS_DEV_SHOP', Version: '2.0', TradeInfo: info, TradeSha: tradeSha(info, DEV_KEYS) }),
  });
  expect(notify.status).toBe(200);
  return id;
}

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

it('support records the refund of a late card payment and the member sees it refunded', async () => {
  const page = await newShopper(browser, phone);
  await page.goto(`${shop.url}/staff`);
  await page.getByTestId('staff-phone').fill(SUPPORT_PHONE);
  await page.getByTestId('staff-password').fill(PASSWORD);
  await page.getByTestId('staff-login').click();
  await page.waitForURL('**/staff/support');
  await page.getByRole('link', { name: '退款' }).click();
  await page.waitForURL('**/staff/refunds');

  const card = page.locator(`[data-testid="refunds-order"][data-id="${orderId}"]`);
  await eventually(
    async () => {
      if ((await card.count()) === 0) await page.getByTestId('refunds-refresh').click();
      return card.count();
    },
    (n) => n === 1,
  );
  expect(await card.getAttribute('data-status')).toBe('due');
  expect(await card.textContent()).toContain('E2ELATE1');
  await card.getByTestId('refunds-refund').click();
  await card.getByTestId('refunds-gateway-refused').waitFor();
  expect(await card.getByTestId('refunds-gateway-refused').textContent()).toBe(messages.order.cardRefundGatewayRefused('查無此筆交易'));
  expect(await card.getAttribute('data-status')).toBe('due');
  await page.screenshot({ path: join(SHOTS, 'staff-refunds-gateway-refused.png'), fullPage: true });
  await card.getByTestId('refunds-mark').click();
  expect(await card.getByRole('alert').textContent()).toBe(messages.order.cardRefundReferenceRequired);
  await card.getByTestId('refunds-reference-input').fill('NWP-RF-0001');
  await page.screenshot({ path: join(SHOTS, 'staff-refunds-due.png'), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: join(SHOTS, 'staff-desktop-refunds.png'), fullPage: true });
  await page.setViewportSize(phone);
  await card.getByTestId('refunds-mark').click();
  await card.getByTestId('refunds-reference').waitFor();
  expect(await card.getByTestId('refunds-reference').textContent()).toContain('NWP-RF-0001');
  await page.screenshot({ path: join(SHOTS, 'staff-refunds-marked.png'), fullPage: true });

  // The other one: 退款 goes through the gateway, which refunds it and gives its reference.
  const viaGateway = page.locator(`[data-testid="refunds-order"][data-id="${gatewayOrderId}"]`);
  await eventually(
    async () => {
      if ((await viaGateway.count()) === 0) await page.getByTestId('refunds-refresh').click();
      return viaGateway.count();
    },
    (n) => n === 1,
  );
  await viaGateway.getByTestId('refunds-refund').click();
  await viaGateway.getByTestId('refunds-reference').waitFor();
  expect(await viaGateway.getAttribute('data-status')).toBe('refunded');
  expect(await viaGateway.getByTestId('refunds-reference').textContent()).toContain('CLOSE-DEVE2ELATE2');
  const recorded = (await shop.shop.infra.eventStore.readStream(`order-${gatewayOrderId}`)).find((e) => e.type === 'OrderCardRefunded');
  expect(recorded?.data).toMatchObject({ tradeNos: ['DEVE2ELATE2'], amount: 245, reference: 'CLOSE-DEVE2ELATE2' });

  await page.getByTestId('refunds-tab-refunded').click();
  await eventually(
    async () => {
      if ((await card.count()) === 0) await page.getByTestId('refunds-refresh').click();
      return card.count();
    },
    (n) => n === 1,
  );
  await page.context().close();

  // The member's order says the payment went back to the card.
  const shopper = await newShopper(browser, phone);
  await logIn(shopper, shop.url, { phone: MEMBER_PHONE, password: PASSWORD, redirect: `/order/detail/${orderId}` });
  const refunded = shopper.getByTestId('order-refunded');
  await refunded.waitFor();
  expect(await refunded.textContent()).toContain('已全額退回');
  expect(await shopper.getByTestId('order-refund-due').count()).toBe(0);
  expect(await shopper.getByTestId('payment-status').textContent()).toBe('已退款');
  await shopper.screenshot({ path: join(SHOTS, 'order-detail-card-refunded.png'), fullPage: true });
  await shopper.context().close();
});

it('tells a shopper whose ticket went while they paid by card that it is gone and the payment goes back', async () => {
  const payer = await createBuyer(shop.shop, { name: '刷卡慢一步', phone: '0966200302' });
  const shopper = await newShopper(browser, phone);
  await logIn(shopper, shop.url, { phone: '0966200302', password: PASSWORD, redirect: '/ichiban/ticket/1003?tube=1003-2' });
  await shopper.getByTestId('ticket-5').click();
  await shopper.getByTestId('buy-button').click();
  await shopper.getByTestId('confirm-panel').waitFor();
  await shopper.getByTestId('pay-credit_card').click();
  await shopper.getByTestId('confirm-buy').click();
  // At the gateway's page: the order holds nothing, and another member buys ticket 5 meanwhile.
  await shopper.waitForURL((url) => url.pathname.startsWith('/api/dev-gateway/'), { timeout: 15_000 });
  const other = await createBuyer(shop.shop, { tokens: 1000, name: '代幣快一步' });
  const bought = await shop.post('/raffle/draw/multiple/1003-2', other.token, { is_multiple: true, product_id: '1003', ticket_numbers: [5] });
  expect(bought.status).toBe(200);
  await shopper.locator('button.pay').click();
  await shopper.waitForURL((url) => url.pathname === '/ichiban/ticket/1003', { timeout: 15_000 });
  const toast = shopper.getByTestId('toast');
  await toast.waitFor();
  expect(await toast.textContent()).toContain(messages.payment.cardTicketsGone);
  await shopper.screenshot({ path: join(SHOTS, 'ichiban-card-tickets-gone-mobile.png') });
  // The order is cancelled and its payment is owed back to the card.
  const orders = await eventually(
    async () => ordersResponseSchema.parse((await shop.api('/orders', { token: payer.token })).body).data.data,
    (list) => list.length === 1 && list[0]!.card_refund_due === 250,
  );
  expect(orders[0]).toMatchObject({ status: 'cancelled', payment_method: 'credit_card', card_refund_due: 250 });
  await shopper.context().close();
}, 120_000);
