// The dev payment gateway against a hostile client. Its keys are NewebPay's
// public test keys, so anyone can encrypt a TradeInfo: it must still call back only the shop
// itself, never put a URL it was given into a page, and take only orders the shop holds pending.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestShop, type TestShop } from '../support/shop-server';
import { decryptTradeInfo, encryptTradeInfo, toQueryString, tradeSha } from '../../server/src/modules/wallet/newebpay/mpg-codec';
import { createBuyers, type Buyer } from './support/buyers';
import { eventually } from '../support/eventually';

const KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };
const MERCHANT = 'MS_DEV_SHOP';

let shop: TestShop;
let member: Buyer;
/** Another loopback server standing for a host the shop must never call. */
let foreign: Server;
let foreignUrl: string;
const foreignHits: string[] = [];

beforeAll(async () => {
  shop = await startTestShop({ database: 'devgateway', client: false });
  [member] = await createBuyers(shop.shop.infra.eventStore, shop.shop.infra.dataSource, 1, () => 0, 0);
  foreign = createServer((req: IncomingMessage, res) => {
    foreignHits.push(`${req.method} ${req.url}`);
    res.end('ok');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => foreign?.close(resolve));
  await shop?.close();
});

/** A recharge the shop really created: its MPG fields, decrypted. */
async function pendingRecharge(amount = 500): Promise<Record<string, string>> {
  const r = await shop.post('/recharge', member.token, { amount, invoice_type: 'donation', email: 'buyer@example.tw', donation_code: '88888' });
  expect(r.status).toBe(200);
  const tradeInfo = /name="TradeInfo" value="([0-9a-f]+)"/.exec(r.body.data.payment_form as string)![1]!;
  return Object.fromEntries(new URLSearchParams(decryptTradeInfo(tradeInfo, KEYS)));
}

/** The form fields of a trade, encrypted and signed with the public test keys, as an attacker would. */
function forge(trade: Record<string, string>, action?: 'pay' | 'cancel'): Record<string, string> {
  const TradeInfo = encryptTradeInfo(toQueryString(trade), KEYS);
  return { MerchantID: MERCHANT, TradeInfo, TradeSha: tradeSha(TradeInfo, KEYS), Version: '2.0', ...(action ? { action } : {}) };
}

async function post(step: 'mpg_gateway' | 'complete', fields: Record<string, string>) {
  const res = await fetch(`${shop.url}/api/dev-gateway/MPG/${step}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

const tokens = async () => (await shop.api('/user/balance', { token: member.token })).body.data.tokens as number;

it('never calls a NotifyURL on another host, and refuses the trade', async () => {
  const trade = await pendingRecharge();
  for (const NotifyURL of [`${foreignUrl}/api/recharge/notify`, `${foreignUrl}/steal`, `${shop.url}/api/recharge/notify?to=${foreignUrl}`]) {
    const forged = { ...trade, NotifyURL };
    const page = await post('mpg_gateway', forge(forged));
    expect(page.status).toBe(400);
    expect(page.html).toContain('交易資料的回傳網址不屬於本商店');
    const done = await post('complete', forge(forged, 'pay'));
    expect(done.status).toBe(400);
    expect(done.html).toContain('交易資料的回傳網址不屬於本商店');
    expect(done.html).not.toContain(foreignUrl);
  }
  expect(foreignHits).toEqual([]);
  expect(await tokens()).toBe(0);
});

it('calls back only the shop itself even when the Host header names another server', async () => {
  const trade = await pendingRecharge(300);
  const host = new URL(foreignUrl).host;
  const forged = {
    ...trade,
    NotifyURL: `${foreignUrl}/api/recharge/notify`,
    ReturnURL: `${foreignUrl}/api/recharge/return`,
    ClientBackURL: `${foreignUrl}/`,
  };
  const body = new URLSearchParams(forge(forged, 'pay')).toString();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      `${shop.url}/api/dev-gateway/MPG/complete`,
      { method: 'POST', headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  expect(status).toBe(200);
  // The notify went to the shop process (the recharge is credited), not to the host it was told.
  await eventually(tokens, (n) => n === 300);
  expect(foreignHits).toEqual([]);
});

it('refuses a javascript: ReturnURL or ClientBackURL and never writes it into the page', async () => {
  const trade = await pendingRecharge();
  const overrides: Record<string, string>[] = [
    { ReturnURL: 'javascript:alert(1)' },
    { ClientBackURL: 'javascript:alert(1)' },
    { ReturnURL: 'https://evil.example/api/recharge/return' },
  ];
  for (const over of overrides) {
    for (const step of ['mpg_gateway', 'complete'] as const) {
      const res = await post(step, forge({ ...trade, ...over }, step === 'complete' ? 'pay' : undefined));
      expect(res.status).toBe(400);
      expect(res.html).toContain('交易資料的回傳網址不屬於本商店');
      expect(res.html).not.toMatch(/javascript:|evil\.example/);
      expect(res.html).not.toContain('<form');
    }
  }
  expect(await tokens()).toBe(300);
});

it('refuses an order number the shop never created, and an amount the order does not ask', async () => {
  const trade = await pendingRecharge(1000);
  const unknown = [
    { ...trade, MerchantOrderNo: 'R20260101000000ABCDEF' },
    {
      ...trade,
      MerchantOrderNo: 'K1234567890',
      NotifyURL: `${shop.url}/api/payment/newebpay/notify`,
      ReturnURL: `${shop.url}/api/payment/newebpay/return`,
    },
    { ...trade, MerchantOrderNo: 'ZZZ1' },
  ];
  for (const forged of unknown) {
    for (const step of ['mpg_gateway', 'complete'] as const) {
      const res = await post(step, forge(forged, step === 'complete' ? 'pay' : undefined));
      expect(res.status).toBe(400);
      expect(res.html).toContain('查無此待付款訂單');
    }
  }
  const cheaper = await post('complete', forge({ ...trade, Amt: '1' }, 'pay'));
  expect(cheaper.status).toBe(400);
  expect(cheaper.html).toContain('交易金額與訂單不符');
  // The real trade still goes through, once; replaying it afterwards is refused (no longer pending).
  expect((await post('complete', forge(trade, 'pay'))).status).toBe(200);
  await eventually(tokens, (n) => n === 1300);
  const replay = await post('complete', forge(trade, 'pay'));
  expect(replay.status).toBe(400);
  expect(replay.html).toContain('查無此待付款訂單');
  expect(foreignHits).toEqual([]);
});
