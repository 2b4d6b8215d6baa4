// Text no database or UTF-8 encoder can hold: a NUL byte (PostgreSQL text
// refuses it) and a lone UTF-16 surrogate (it has no UTF-8 form) in each free-text field a client
// sends. Each answers 400 with that field's zh-TW message, never a 500, and nothing is stored.
import { messages } from '@shop/contracts';
import { startTestShop, type TestShop } from '../support/shop-server';
import { createBuyers, type Buyer } from './support/buyers';

let shop: TestShop;
let member: Buyer;

beforeAll(async () => {
  shop = await startTestShop({ database: 'badtext', client: false });
  [member] = await createBuyers(shop.shop.infra.eventStore, shop.shop.infra.dataSource, 1, () => 0, 0);
});

afterAll(async () => {
  await shop?.close();
});

/** JSON.stringify writes a lone surrogate as the escape \ud800, so the server's parser really receives one. */
async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { success?: boolean; message?: string } };
}

const BAD = [
  ['a NUL byte', 'ab\u0000cd'],
  ['a lone high surrogate', 'ab\uD800cd'],
  ['a lone low surrogate', 'ab\uDC00cd'],
  ['a surrogate pair cut at the end', 'abcd\uD83D'],
] as const;

/**
 * Percent-encodes a query value as a client that does not check would: encodeURIComponent throws on
 * a lone surrogate, so it goes out as the three bytes a naive UTF-8 encoder writes for it.
 */
const looseEncode = (value: string) =>
  [...value]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(c);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

const visitorId = () => `v_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

/** Each field: how to send a value in it, and the message its refusal carries. */
const fields: Array<[string, (bad: string) => Promise<{ status: number; body: { message?: string } }>, string]> = [
  ['profile name', (bad) => call('PUT', '/user/profile', { name: bad }, member.token), messages.settings.nameInvalid],
  ['search q', (bad) => call('GET', `/products/search?q=${looseEncode(bad)}`), messages.search.failed],
  ['coupon code', (bad) => call('POST', '/user/coupons/redeem', { code: bad }, member.token), messages.coupon.redeemFailed],
  [
    'visitor page_url',
    (bad) => call('POST', '/visitors/record', { visitor_id: visitorId(), page_url: `/ichiban/${bad}` }),
    messages.common.badRequest,
  ],
  [
    'invoice e-mail',
    (bad) => call('PUT', '/user/invoice-settings/email', { invoice_type: 'personal', email: `a${bad}@example.tw` }, member.token),
    messages.invoice.emailInvalid,
  ],
  [
    'recharge e-mail',
    (bad) => call('POST', '/recharge', { amount: 500, invoice_type: 'donation', email: `a${bad}@example.tw`, donation_code: '88888' }, member.token),
    messages.invoice.emailInvalid,
  ],
  [
    'captcha_id',
    (bad) => call('POST', '/auth/phone/send-code', { phone: '0912345678', purpose: 'login', captcha_id: bad, captcha_answer: '1234' }),
    messages.auth.captchaFailed,
  ],
];

describe.each(fields)('%s', (field, send, message) => {
  // A URL carries bytes, and the query parser decodes a surrogate's bytes as U+FFFD: only NUL reaches q.
  const cases = field === 'search q' ? BAD.filter(([what]) => what === 'a NUL byte') : BAD;
  it.each(cases)('refuses %s with 400 and the field’s message', async (_what, bad) => {
    const res = await send(bad);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ success: false, message }) });
  });
});

it('reads the bytes of a lone surrogate in a search URL as U+FFFD, an ordinary search', async () => {
  for (const [, bad] of BAD.slice(1)) {
    const res = await call('GET', `/products/search?q=${looseEncode(bad)}`);
    expect(res).toEqual({ status: 200, body: expect.objectContaining({ success: true }) });
  }
});

it('stores none of it', async () => {
  for (const path of ['/user', '/user/invoice-settings']) {
    const read = await call('GET', path, undefined, member.token);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toMatch(/\\u0000|\\ud[89a-f]|\ufffd/i);
  }
});
