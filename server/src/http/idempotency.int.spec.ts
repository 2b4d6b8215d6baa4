// The Idempotency-Key over real HTTP on real PostgreSQL: retries sent at once with one key buy
// once and all answer the first purchase; the key with another body answers 409; without a key a
// purchase runs as before; a refused purchase frees its key; a recharge retried with its key
// answers the same payment form.
import { createBuyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { RunningShop } from '../shop-app';
import { WalletReader } from '../modules/wallet/wallet.public';

jest.setTimeout(90_000);

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];

const recipient = { recipient_name: '王小明', recipient_phone: '0912345678', recipient_address: '台北市信義區市府路 1 號' };
const checkout = (token: string, body: Record<string, unknown>, key?: string) =>
  api('/orders', {
    method: 'POST',
    token,
    body: JSON.stringify({ ...recipient, payment_method: 'balance', ...body }),
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const stock = async (id: string) => (await api(`/shop/items/${id}`)).body.data.stock as number;
const tokens = async (userId: string) => (await new WalletReader(shop.infra.eventStore).wallet(userId)).tokens;

beforeAll(async () => {
  testShop = await startTestShop({ database: 'idempotency', client: false });
  ({ shop, api } = testShop);
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('Idempotency-Key', () => {
  it('buys once for retries sent at once with one key, and answers each with the first order', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const before = await stock('s05');
    const items = [{ product_id: 's05', quantity: 1 }];
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(buyer.token, { items }, 'retry-key-0001')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((a) => a.body.data.order_number));
    expect(numbers.size).toBe(1);
    expect(await stock('s05')).toBe(before - 1);
    const price = (await api('/shop/items/s05')).body.data.price as number;
    expect(await tokens(buyer.userId)).toBe(5000 - price);
    // A later retry answers the same order too.
    const later = await checkout(buyer.token, { items }, 'retry-key-0001');
    expect(later.body.data.order_number).toBe([...numbers][0]);
    expect(await stock('s05')).toBe(before - 1);
  });

  it('answers 409 for the key sent again with another body, buying nothing', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const first = await checkout(buyer.token, { items: [{ product_id: 's06', quantity: 1 }] }, 'other-body-01');
    expect(first.status).toBe(200);
    const after = await stock('s06');
    const other = await checkout(buyer.token, { items: [{ product_id: 's06', quantity: 2 }] }, 'other-body-01');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ success: false, message: '此請求編號已用於另一筆訂單，請重新操作' });
    expect(await stock('s06')).toBe(after);
    // The same key on another purchase route is another body too.
    const recharge = await api('/recharge', {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({ amount: 100, invoice_type: 'donation', email: 'buyer@example.tw', donation_code: '88888' }),
      headers: { 'Idempotency-Key': 'other-body-01' },
    });
    expect(recharge.status).toBe(409);
    // Keys are the member's own: another member's same key is a new purchase.
    const someoneElse = await createBuyer(shop, { tokens: 5000 });
    const theirs = await checkout(someoneElse.token, { items: [{ product_id: 's06', quantity: 1 }] }, 'other-body-01');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.order_number).not.toBe(first.body.data.order_number);
  });

  it('leaves a purchase without a key as it was: two posts buy twice', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const before = await stock('s07');
    const items = [{ product_id: 's07', quantity: 1 }];
    const [a, b] = await Promise.all([checkout(buyer.token, { items }), checkout(buyer.token, { items })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.order_number).not.toBe(b.body.data.order_number);
    expect(await stock('s07')).toBe(before - 2);
  });

  it('frees the key of a refused purchase, so the retry runs again', async () => {
    const poor = await createBuyer(shop, { tokens: 10 });
    const items = [{ product_id: 's08', quantity: 1 }];
    const refused = await checkout(poor.token, { items }, 'refused-key-01');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('代幣餘額不足，將導向充值頁面');
    const again = await checkout(poor.token, { items }, 'refused-key-01');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('代幣餘額不足，將導向充值頁面');
  });

  it('refuses a malformed key', async () => {
    const buyer = await createBuyer(shop, { tokens: 5000 });
    const r = await checkout(buyer.token, { items: [{ product_id: 's08', quantity: 1 }] }, 'bad key!');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('請求格式錯誤');
  });

  it('answers a recharge retried with its key with the first payment form', async () => {
    const buyer = await createBuyer(shop);
    const body = JSON.stringify({ amount: 300, invoice_type: 'donation', email: 'buyer@example.tw', donation_code: '88888' });
    const send = () => api('/recharge', { method: 'POST', token: buyer.token, body, headers: { 'Idempotency-Key': 'recharge-key-01' } });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const fresh = await api('/recharge', { method: 'POST', token: buyer.token, body });
    expect(fresh.body.data.payment_form).not.toBe(a.body.data.payment_form);
  });
});
