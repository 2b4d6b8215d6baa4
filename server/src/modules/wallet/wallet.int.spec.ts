// The wallet over real HTTP on real PostgreSQL: recharge through the dev MPG gateway (paid,
// cancelled, replayed, forged), token debits racing, order payments and refunds, coupon redeem
// limits and contexts, points history paging and expiry.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventually } from '@shop/testing/eventually';
import type { EventMetadata } from '@shop/contracts';
import pino from 'pino';
import { CommandConflictError } from '../../platform/command-runner';
import { startShop, type RunningShop } from '../../shop-app';
import { creditWallet } from '@shop/testing/members';
import { AdjustPointsCommand } from './commands/adjust-points/adjust-points.command';
import { PointsExpirySchedule } from './commands/expire-points/points-expiry.schedule';
import { InsufficientTokens, walletStreamId } from './domain/wallet.decide';
import { decryptTradeInfo, encryptTradeInfo, tradeSha } from './newebpay/mpg-codec';
import { runWalletCommand } from './commands/wallet-command';
import { WalletReader } from './queries/wallet.reader';
import { RegisterUserCommand } from '../accounts/accounts.public';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;
let wallets: WalletReader;
const DEV_KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };

const meta = (): EventMetadata => ({
  actor: { kind: 'system' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
});

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers ?? {}) },
  });
  return { status: res.status, body: await res.json() };
}

/** A form post, as a browser or NewebPay sends it; redirects are not followed. */
function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The action and hidden fields of the first form in some HTML. */
function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`no form in ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const m of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2].replace(/&#38;/g, '&');
  return { action: form[1].replace(/&#38;/g, '&'), fields };
}

let phoneSeq = 0;
async function signUp(role: 'member' | 'admin' | 'support' = 'member'): Promise<{ userId: string; token: string }> {
  const phone = `0933${String(++phoneSeq).padStart(6, '0')}`;
  await shop.commands.execute(new RegisterUserCommand(phone, 'secret-pass', `錢包${phoneSeq}`, role, 'cli'));
  const token = await eventually(
    async () => {
      const r = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone, password: 'secret-pass' }) });
      return r.status === 200 ? (r.body.data as { token: string; user: { id: string } }) : null;
    },
    (v) => v !== null,
  );
  return { userId: token!.user.id, token: token!.token };
}

const invoice = { invoice_type: 'donation', email: 'buyer@example.tw', donation_code: '88888' };

async function startRecharge(token: string, amount: number) {
  const r = await api('/recharge', { method: 'POST', token, body: JSON.stringify({ amount, ...invoice }) });
  expect(r.status).toBe(200);
  return readForm(r.body.data.payment_form as string);
}

/** Through the dev gateway's page to its result: the form it posts the browser to ReturnURL with. */
async function payAtGateway(token: string, amount: number, action: 'pay' | 'cancel') {
  const toGateway = await startRecharge(token, amount);
  expect(toGateway.action).toBe(`${shop.url}/api/dev-gateway/MPG/mpg_gateway`);
  expect(Object.keys(toGateway.fields).sort()).toEqual(['MerchantID', 'TradeInfo', 'TradeSha', 'Version']);
  const page = await postForm(toGateway.action, toGateway.fields);
  const html = await page.text();
  expect(html).toContain('付款');
  expect(html).toContain(`NT$ ${amount}`);
  const choice = [...html.matchAll(/<form method="post" action="complete">([\s\S]*?)<\/form>/g)]
    .map((m) => readForm(`<form action="complete">${m[1]}</form>`))
    .find((f) => f.fields.action === action);
  expect(choice).toBeTruthy();
  const done = await postForm(`${shop.url}/api/dev-gateway/MPG/complete`, choice!.fields);
  expect(done.status).toBe(200);
  return readForm(await done.text());
}

const tokens = async (token: string) => (await api('/user/balance', { token })).body.data.tokens as number;

beforeAll(async () => {
  db = await createTestDatabase('wallet');
  const config = testConfig(db.url);
  shop = await startShop(config, pino({ level: 'silent' }));
  wallets = new WalletReader(shop.infra.eventStore);
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

describe('recharge through the dev MPG gateway', () => {
  it('credits 500 tokens once, however often the result is delivered', async () => {
    const { userId, token } = await signUp();
    expect(await tokens(token)).toBe(0);
    const toReturn = await payAtGateway(token, 500, 'pay');
    // The gateway already notified us server to server.
    expect(await tokens(token)).toBe(500);
    expect(toReturn.action).toBe(`${shop.url}/api/recharge/return`);
    expect(toReturn.fields.Status).toBe('SUCCESS');

    const back = await postForm(toReturn.action, toReturn.fields);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!, shop.url);
    expect(location.pathname).toBe('/recharge/complete');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ status: 'success', amount: '500' });

    // NewebPay retries notifies: replays change nothing.
    for (let i = 0; i < 3; i++) expect((await postForm(`${shop.url}/api/recharge/notify`, toReturn.fields)).status).toBe(200);
    await Promise.all([1, 2, 3].map(() => postForm(`${shop.url}/api/recharge/notify`, toReturn.fields)));
    expect(await tokens(token)).toBe(500);
    const credits = (await shop.infra.eventStore.readStream(walletStreamId(userId))).filter((e) => e.type === 'TokensCredited');
    expect(credits).toHaveLength(1);

    const history = await eventually(
      () => api('/recharge/history', { token }),
      (r) => r.body.data?.data?.[0]?.payment_status === 'paid',
    );
    expect(history.body.data.data[0]).toMatchObject({
      transaction_type: 'recharge',
      amount: 500,
      payment_method: 'CREDIT',
      reference_name: location.searchParams.get('order_no'),
    });
  });

  it('sends a cancelled payment back as cancelled and credits nothing', async () => {
    const { token } = await signUp();
    const toReturn = await payAtGateway(token, 1000, 'cancel');
    const back = await postForm(toReturn.action, toReturn.fields);
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!, shop.url).searchParams.get('status')).toBe('cancelled');
    expect(await tokens(token)).toBe(0);
    await eventually(
      () => api('/recharge/history', { token }),
      (r) => r.body.data?.data?.[0]?.payment_status === 'cancelled',
    );
  });

  it('shows a payment abandoned at the gateway as 處理中 until the gateway time limit, then as cancelled', async () => {
    const { token, userId } = await signUp();
    const toGateway = await startRecharge(token, 300);
    const pending = await eventually(
      () => api('/recharge/history', { token }),
      (r) => r.body.data?.data?.length === 1,
    );
    expect(pending.body.data.data[0]).toMatchObject({ payment_status: 'pending', payment_method: 'newebpay' });
    expect(new URLSearchParams(decryptTradeInfo(toGateway.fields.TradeInfo, DEV_KEYS)).get('TradeLimit')).toBe('900');
    // As if requested 15 minutes ago: the gateway takes no payment for it any more.
    await shop.infra.dataSource.query(`UPDATE token_history SET transaction_date = now() - interval '15 minutes' WHERE user_id = $1`, [userId]);
    const later = await api('/recharge/history', { token });
    expect(later.body.data.data[0]).toMatchObject({ payment_status: 'cancelled', amount: 300 });
  });

  it('ignores forged and tampered results', async () => {
    const { userId, token } = await signUp();
    const toGateway = await startRecharge(token, 200);
    // Our own request, readable with the dev keys, names the order number.
    const orderNo = new URLSearchParams(decryptTradeInfo(toGateway.fields.TradeInfo, DEV_KEYS)).get('MerchantOrderNo')!;
    const result = (status: string, amt: number) =>
      JSON.stringify({
        Status: status,
        Message: 'x',
        Result: { MerchantID: 'MS_DEV_SHOP', Amt: amt, TradeNo: 'T1', MerchantOrderNo: orderNo, PaymentType: 'CREDIT', PayTime: 'now' },
      });
    const signed = (plain: string, keys = DEV_KEYS) => {
      const info = encryptTradeInfo(plain, keys);
      return { Status: 'SUCCESS', MerchantID: 'MS_DEV_SHOP', Version: '2.0', TradeInfo: info, TradeSha: tradeSha(info, keys) };
    };
    const notify = (fields: Record<string, string>) => postForm(`${shop.url}/api/recharge/notify`, fields);

    const genuine = signed(result('SUCCESS', 200));
    const flipped = genuine.TradeInfo.slice(0, -1) + (genuine.TradeInfo.endsWith('0') ? '1' : '0');
    const attackerKeys = { hashKey: 'abcdefghijklmnopqrstuvwxyz123456', hashIv: 'abcdefghijklmnop' };
    const forgeries = [
      { ...genuine, TradeInfo: flipped }, // tampered, old signature
      { ...genuine, TradeSha: tradeSha(genuine.TradeInfo, attackerKeys) }, // signed with other keys
      signed(result('SUCCESS', 200), attackerKeys), // encrypted and signed with other keys
      { ...genuine, MerchantID: 'SOMEONE_ELSE' },
      signed(result('SUCCESS', 10000)), // genuine keys, wrong amount
      signed(JSON.stringify({ Status: 'SUCCESS', Result: { MerchantID: 'MS_DEV_SHOP', Amt: 200, MerchantOrderNo: 'R20990101000000XXXXXX' } })), // no such order
      { ...genuine, TradeSha: 'nothex' },
    ];
    for (const forged of forgeries) expect((await notify(forged)).status).toBe(400);
    const ret = await postForm(`${shop.url}/api/recharge/return`, forgeries[0]);
    expect(ret.status).toBe(303);
    expect(ret.headers.get('location')).toContain('status=cancelled');
    expect(await tokens(token)).toBe(0);
    expect((await shop.infra.eventStore.readStream(walletStreamId(userId))).length).toBe(0);

    // The genuine one still goes through afterwards.
    expect((await notify(genuine)).status).toBe(200);
    expect(await tokens(token)).toBe(200);
  });

  it('refuses other amounts, and sends failed invoice pre-checks to the invoice settings', async () => {
    const { token } = await signUp();
    const bad = await api('/recharge', { method: 'POST', token, body: JSON.stringify({ amount: 150, ...invoice }) });
    expect(bad).toEqual({ status: 400, body: { success: false, message: '購買處理失敗，請稍後再試' } });
    const noEmail = await api('/recharge', { method: 'POST', token, body: JSON.stringify({ amount: 100, invoice_type: 'personal' }) });
    expect(noEmail).toEqual({ status: 400, body: { success: false, message: '請填寫電子郵件', redirect: '/settings/invoice' } });
    const company = await api('/recharge', {
      method: 'POST',
      token,
      body: JSON.stringify({ amount: 100, invoice_type: 'company', email: 'a@b.tw', company_name: '好物', tax_id: '123' }),
    });
    expect(company.body).toMatchObject({ message: '統一編號須為 8 碼數字', redirect: '/settings/invoice' });
    const carrier = await api('/recharge', {
      method: 'POST',
      token,
      body: JSON.stringify({ amount: 100, invoice_type: 'personal', email: 'a@b.tw', carrier_code: '/12' }),
    });
    expect(carrier.body.message).toBe('手機載具格式錯誤，EX: /123-ABC');
    expect((await api('/recharge', { method: 'POST', body: JSON.stringify({ amount: 100, ...invoice }) })).status).toBe(401);
  });
});

describe('paying orders from the wallet', () => {
  // The wallet's side of a purchase, as the purchase core decides it: PayOrder and RefundOrder, idempotent per order.
  type PayRequest = { orderId: string; userId: string; tokens: number; points: number; description: string };
  const payments = {
    async pay(data: PayRequest, metadata: ReturnType<typeof meta>) {
      const { state } = await runWalletCommand(shop.infra.eventStore, data.userId, { type: 'PayOrder', data, now: new Date() }, metadata);
      const paid = state.payments.get(data.orderId)!;
      return { orderId: data.orderId, tokensDebited: paid.tokens, pointsSpent: paid.points, couponId: paid.couponId, tokenBalance: state.tokens };
    },
    async refund(orderId: string, userId: string, reason: string, metadata: ReturnType<typeof meta>) {
      await runWalletCommand(shop.infra.eventStore, userId, { type: 'RefundOrder', data: { userId, orderId, reason }, now: new Date() }, metadata);
    },
  };

  it('never overdraws: 50 concurrent debits of 1 against a balance of 10', async () => {
    const userId = `race-${randomUUID()}`;
    await creditWallet(shop, userId, { tokens: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => payments.pay({ orderId: `o${i}`, userId, tokens: 1, points: 0, description: '競速' }, meta())),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of refused) expect(r.reason instanceof InsufficientTokens || r.reason instanceof CommandConflictError).toBe(true);
    const debits = (await shop.infra.eventStore.readStream(walletStreamId(userId))).filter((e) => e.type === 'TokensDebited');
    expect(debits).toHaveLength(paid.length);
    expect((await wallets.wallet(userId)).tokens).toBe(10 - paid.length);
    // Losers only retry after someone else's debit, so the bounded retries always suffice here.
    expect(paid).toHaveLength(10);
    expect(refused.every((r) => r.reason instanceof InsufficientTokens)).toBe(true);
  });

  it('pays and refunds an order once each, whatever is repeated', async () => {
    const userId = `pay-${randomUUID()}`;
    await creditWallet(shop, userId, { tokens: 1000 });
    await shop.commands.execute(new AdjustPointsCommand({ userId, delta: 600, reason: 'admin', reference: 'seed', description: '贈送' }, meta()));
    const request = { orderId: 'order-1', userId, tokens: 300, points: 400, description: '一番賞 抽獎 #order-1' };
    const receipts = await Promise.all([payments.pay(request, meta()), payments.pay(request, meta()), payments.pay(request, meta())]);
    for (const r of receipts) expect(r).toEqual({ orderId: 'order-1', tokensDebited: 300, pointsSpent: 400, couponId: null, tokenBalance: 700 });
    expect(await payments.pay({ ...request, tokens: 999 }, meta())).toMatchObject({ tokensDebited: 300, tokenBalance: 700 });

    await Promise.all([payments.refund('order-1', userId, '訂單取消', meta()), payments.refund('order-1', userId, '訂單取消', meta())]);
    await payments.refund('order-1', userId, '訂單取消', meta());
    const wallet = await wallets.wallet(userId);
    expect(wallet.tokens).toBe(1000);
    expect(wallet.lots.reduce((n, l) => n + l.remaining, 0)).toBe(600);
    expect(await payments.pay(request, meta())).toMatchObject({ tokenBalance: 1000 });
    const types = (await shop.infra.eventStore.readStream(walletStreamId(userId))).map((e) => e.type);
    expect(types.filter((t) => t === 'TokensDebited')).toHaveLength(1);
    expect(types.filter((t) => t === 'TokensRefunded')).toHaveLength(1);
    await payments.refund('never-paid', userId, 'x', meta());
    expect((await wallets.wallet(userId)).tokens).toBe(1000);
  });
});

describe('coupons', () => {
  /** Moves a member's recorded attempts back in time, instead of waiting. */
  const age = (userId: string, seconds: number) =>
    shop.infra.dataSource.query(`UPDATE coupon_redeem_attempts SET attempted_at = attempted_at - make_interval(secs => $2) WHERE user_id = $1`, [
      userId,
      seconds,
    ]);
  const redeem = (token: string, code: string) => api('/user/coupons/redeem', { method: 'POST', token, body: JSON.stringify({ code }) });

  it('redeems a code once and lists it in context', async () => {
    const { userId, token } = await signUp();
    const first = await redeem(token, ' welcome100 ');
    expect(first.status).toBe(200);
    expect(first.body.coupon).toMatchObject({
      title: '新會員禮 100 元折價券',
      amount: 100,
      min_purchase: 500,
      type: 'available',
      category_restrictions: '無限制',
      product_restrictions: '無限制',
    });
    expect(first.body.message).toBe('兌換成功：新會員禮 100 元折價券');
    expect(first.body.updated_coupons).toHaveLength(1);
    await age(userId, 3);
    // Each refusal in its own words.
    expect(await redeem(token, 'WELCOME100')).toEqual({ status: 400, body: { success: false, status: 'error', message: '您已兌換過此優惠券代碼' } });
    await age(userId, 3);
    expect((await redeem(token, 'GACHA30')).status).toBe(200);
    await age(userId, 3);
    expect((await redeem(token, 'SPRING2025')).body.message).toBe('此優惠券代碼已過期');
    await age(userId, 3);
    expect((await redeem(token, 'NO-SUCH-CODE')).body.message).toBe('查無此優惠券代碼');

    const all = await api('/user/coupons', { token });
    expect(all.body.counts).toEqual({ available: 2, used: 0, expired: 0 });
    const inGacha = await api('/user/coupons?category_id=2&amount=300', { token });
    const byTitle = Object.fromEntries(
      (inGacha.body.data as { title: string; type: string; unavailable_reason?: string }[]).map((c) => [c.title, c]),
    );
    expect(byTitle['新會員禮 100 元折價券']).toMatchObject({ type: 'unavailable', unavailable_reason: '滿500元可用' });
    expect(byTitle['轉蛋 30 元折價券']).toMatchObject({ type: 'available' });
    const inBlindBox = await api('/user/coupons?category_id=1&amount=600', { token });
    expect((inBlindBox.body.data as { type: string }[]).map((c) => c.type).sort()).toEqual(['available', 'unavailable']);
    expect((await api('/user/coupons?product_id=../x', { token })).status).toBe(400);
  });

  it('gives a code limited to 3 members to 3 of 5 racing members, and tells the others it is used up', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signUp()));
    const answers = await Promise.all(members.map((m) => redeem(m.token, 'FIRST3')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.message)).toEqual(['此優惠券代碼已兌換完畢', '此優惠券代碼已兌換完畢']);
  });

  it('wants 2 s between attempts', async () => {
    const { userId, token } = await signUp();
    expect((await redeem(token, 'NOPE1')).body.message).toBe('查無此優惠券代碼');
    // As if just now, however slow this machine was in between.
    await shop.infra.dataSource.query('UPDATE coupon_redeem_attempts SET attempted_at = now() WHERE user_id = $1', [userId]);
    expect(await redeem(token, 'NOPE2')).toEqual({ status: 429, body: { success: false, status: 'error', message: '請稍等片刻再試' } });
  });

  it('allows 3 tries of one code in 5 minutes', async () => {
    const { userId, token } = await signUp();
    for (let i = 0; i < 3; i++) {
      expect((await redeem(token, 'NOPE')).status).toBe(400);
      await age(userId, 3);
    }
    expect(await redeem(token, 'NOPE')).toEqual({
      status: 429,
      body: { success: false, status: 'error', message: '此優惠券代碼嘗試次數過多，請5分鐘後再試' },
    });
    await age(userId, 300);
    expect((await redeem(token, 'NOPE')).status).toBe(400);
  });

  it('allows 5 different codes in a minute', async () => {
    const { userId, token } = await signUp();
    for (const code of ['A1', 'A2', 'A3', 'A4', 'A5']) {
      expect((await redeem(token, code)).status).toBe(400);
      await age(userId, 3);
    }
    expect(await redeem(token, 'A6')).toEqual({ status: 429, body: { success: false, status: 'error', message: '兌換過於頻繁，請1分鐘後再試' } });
    await age(userId, 60);
    expect((await redeem(token, 'WELCOME100')).status).toBe(200);
  });

  it('asks for a code', async () => {
    const { token } = await signUp();
    expect((await redeem(token, '  ')).body).toMatchObject({ success: false, message: '請輸入優惠券代碼' });
  });
});

describe('bonus points', () => {
  const walletEvents = async (userId: string) => (await shop.infra.eventStore.readStream(walletStreamId(userId))).map((e) => e.type);
  /** A lot with the given expiry, straight onto the stream. */
  async function appendLot(userId: string, points: number, expiresAt: Date) {
    const wallet = await shop.infra.eventStore.readStream(walletStreamId(userId));
    await shop.infra.eventStore.appendToStream(
      walletStreamId(userId),
      [
        {
          id: randomUUID(),
          type: 'PointsAdjusted',
          data: {
            userId,
            delta: points,
            reason: 'admin',
            reference: `old-${randomUUID()}`,
            description: '去年的紅利',
            expiresAt: expiresAt.toISOString(),
          },
          metadata: meta(),
        },
      ],
      { expectedRevision: wallet.length ? wallet[wallet.length - 1].revision : 'no_stream' },
    );
  }
  /** The expiry process as another API process would run it: its own leader lock connection, the app's CommandBus. */
  const expiryProcess = () => new PointsExpirySchedule(shop.infra.dataSource, shop.commands);
  /** The history read model holds this wallet's old lot, so the scheduled process can find it. */
  const lotProjected = (userId: string, expiresAt: Date) =>
    eventually(
      () => shop.infra.dataSource.query<unknown[]>(`SELECT 1 FROM points_history WHERE user_id = $1 AND expires_at = $2`, [userId, expiresAt]),
      (rows) => rows.length > 0,
    );

  it('reads the balance as of now and appends nothing, then shows the expiry once the scheduled process records it', async () => {
    const { userId, token } = await signUp();
    for (let i = 0; i < 44; i++) {
      await shop.commands.execute(
        new AdjustPointsCommand({ userId, delta: 10, reason: 'check_in', reference: `day-${i}`, description: `簽到 第${i + 1}天` }, meta()),
      );
    }
    const lastYear = new Date('2025-01-01T00:00:00.000Z');
    await appendLot(userId, 500, lastYear);
    const before = await walletEvents(userId);
    const balance = await api('/user/points/balance', { token });
    expect(balance.body.data).toMatchObject({ points: 440 });
    expect(balance.body.data.next_expiry.points).toBe(10);
    await api('/user/points/history', { token });
    // Reads never write: the expired lot is left out of the balance, not recorded.
    expect(await walletEvents(userId)).toEqual(before);

    await lotProjected(userId, lastYear);
    const process = expiryProcess();
    try {
      expect(await process.sweep(new Date())).toMatchObject({ leader: true });
    } finally {
      await process.onModuleDestroy();
    }
    expect((await walletEvents(userId)).filter((t) => t === 'PointsExpired')).toHaveLength(1);
    const page1 = await eventually(
      () => api('/user/points/history', { token }),
      // The history is a read model: wait until it has applied the recorded expiry.
      (r) => r.body.pagination?.total === 46 && r.body.data?.[0]?.description === '紅利到期',
    );
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.pagination).toEqual({ current_page: 1, per_page: 20, total: 46, has_more: true });
    expect(page1.body.data[0]).toMatchObject({ description: '紅利到期', points: -500 });
    const page3 = await api('/user/points/history?page=3', { token });
    expect(page3.body.data).toHaveLength(6);
    expect(page3.body.pagination.has_more).toBe(false);
    expect((await api('/user/points/history?page=0', { token })).status).toBe(400);
    expect((await api('/user/points/balance', { token })).body.data.points).toBe(440);
  });

  it('expires a lot once when two API processes run the schedule at the same moment', async () => {
    const { userId } = await signUp();
    // Expiring in a minute; the processes sweep with a clock two minutes ahead.
    const expiresAt = new Date(Date.now() + 60_000);
    const later = () => new Date(expiresAt.getTime() + 60_000);
    await appendLot(userId, 300, expiresAt);
    await lotProjected(userId, expiresAt);
    const [a, b] = [expiryProcess(), expiryProcess()];
    try {
      const sweeps = await Promise.all([a.sweep(later()), b.sweep(later())]);
      // One leader: the other process did nothing.
      expect(sweeps.map((s) => s.leader).sort()).toEqual([false, true]);
      expect((await walletEvents(userId)).filter((t) => t === 'PointsExpired')).toHaveLength(1);
      // The leader sweeps again (and a new leader would redo a sweep cut short): nothing more is recorded.
      const leader = sweeps[0].leader ? a : b;
      await leader.sweep(later());
      expect((await walletEvents(userId)).filter((t) => t === 'PointsExpired')).toHaveLength(1);
    } finally {
      await Promise.all([a.onModuleDestroy(), b.onModuleDestroy()]);
    }
    // Even without the lock the decision is idempotent: the wallet's own stream says the lot is gone.
    const again = expiryProcess();
    try {
      await shop.infra.dataSource.query(`DELETE FROM scheduled_job_runs WHERE job = 'points-expiry'`);
      expect(await again.sweep(later())).toMatchObject({ leader: true, expired: 0 });
    } finally {
      await again.onModuleDestroy();
    }
    expect((await walletEvents(userId)).filter((t) => t === 'PointsExpired')).toHaveLength(1);
  });
});

describe('staff tools', () => {
  it('lets support grant a coupon and adjust points, once per reference, and members not at all', async () => {
    const member = await signUp();
    const support = await signUp('support');
    const grant = { title: '客服補償券', amount: 60, min_purchase: 0, valid_days: 7, reference: 'ticket-1', description: '出貨延遲補償' };
    const post = (path: string, token: string, body: object) => api(path, { method: 'POST', token, body: JSON.stringify(body) });
    expect((await post(`/admin/wallet/${member.userId}/coupons`, member.token, grant)).status).toBe(403);
    for (let i = 0; i < 2; i++)
      expect((await post(`/admin/wallet/${member.userId}/coupons`, support.token, grant)).body).toMatchObject({
        success: true,
        data: { coupon_id: 'S-ticket-1' },
      });
    expect((await api('/user/coupons', { token: member.token })).body.counts).toEqual({ available: 1, used: 0, expired: 0 });

    const add = { delta: 1000, description: '客服補發紅利', reference: 'ticket-2' };
    expect((await post(`/admin/wallet/${member.userId}/points`, support.token, add)).body.data.points).toBe(1000);
    expect((await post(`/admin/wallet/${member.userId}/points`, support.token, add)).body.data.points).toBe(1000);
    expect(await post(`/admin/wallet/${member.userId}/points`, support.token, { ...add, delta: -5000, reference: 'ticket-3' })).toEqual({
      status: 400,
      body: { success: false, message: '紅利不足' },
    });
    expect((await post(`/admin/wallet/${member.userId}/points`, support.token, { ...add, delta: 0 })).status).toBe(400);
    expect((await api('/user/points/balance', { token: member.token })).body.data.points).toBe(1000);
  });
});
