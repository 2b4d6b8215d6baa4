// Staff grants as a hostile (or careless) client sends them: a reference used
// again with another body answers 409 naming the earlier request and changes nothing; the same
// body again answers the wallet as it is; a grant to a user id no account has answers 404 and
// records nothing.
import { messages } from '@shop/contracts';
import { createBuyer, type Buyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

jest.setTimeout(120_000);
let shop: TestShop;
let support: Buyer;
let member: Buyer;

beforeAll(async () => {
  shop = await startTestShop({ database: 'staffgrants', client: false, env: { SEED_DEMO: 'false' } });
  support = await createBuyer(shop.shop, { role: 'support', name: '客服' });
  member = await createBuyer(shop.shop);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const grant = (kind: 'points' | 'coupons' | 'tokens', userId: string, body: unknown) =>
  shop.post(`/admin/wallet/${userId}/${kind}`, support.token, body);
const walletEvents = async (userId: string) => (await shop.shop.infra.eventStore.readStream(`wallet-${userId}`)).length;

describe('a reference reused with another body', () => {
  it('points: 409 naming the earlier adjustment, and the points stay as the first one left them', async () => {
    const first = { delta: 100, description: '補償', reference: 'ticket-p1' };
    expect((await grant('points', member.userId, first)).body.data.points).toBe(100);
    expect((await grant('points', member.userId, first)).body.data.points).toBe(100);
    const events = await walletEvents(member.userId);
    const again = await grant('points', member.userId, { ...first, delta: 5000 });
    expect(again).toEqual({ status: 409, body: { success: false, message: messages.common.referenceReused('紅利 +100（補償）') } });
    expect((await grant('points', member.userId, { ...first, description: '另一件事' })).status).toBe(409);
    expect(await walletEvents(member.userId)).toBe(events);
  });

  it('coupons: 409 naming the earlier coupon; the same body is the same coupon', async () => {
    const first = { title: '客服補償券', amount: 50, description: '延遲出貨', valid_days: 30, reference: 'ticket-c1' };
    const granted = await grant('coupons', member.userId, first);
    expect(granted.status).toBe(200);
    expect(await grant('coupons', member.userId, first)).toEqual(granted);
    const events = await walletEvents(member.userId);
    expect(await grant('coupons', member.userId, { ...first, amount: 500 })).toEqual({
      status: 409,
      body: { success: false, message: messages.common.referenceReused('優惠券「客服補償券」50 元（延遲出貨）') },
    });
    expect(await walletEvents(member.userId)).toBe(events);
  });

  it('tokens: 409 naming the earlier credit; the balance is the first credit only', async () => {
    const first = { amount: 30, description: '補償', reference: 'ticket-t1' };
    expect((await grant('tokens', member.userId, first)).body.data.tokens).toBe(30);
    expect(await grant('tokens', member.userId, { ...first, amount: 3000 })).toEqual({
      status: 409,
      body: { success: false, message: messages.common.referenceReused('代幣 +30（補償）') },
    });
    expect((await grant('tokens', member.userId, first)).body.data.tokens).toBe(30);
  });

  it('a burst of the same reference with different bodies grants exactly one of them', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => grant('points', member.userId, { delta: 10 + i, description: '活動', reference: 'burst-1' })),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
    expect(burst.filter((a) => a.status === 409)).toHaveLength(19);
  });
});

describe('a grant to an unknown user', () => {
  it.each([
    ['points', { delta: 100, description: '補償', reference: 'ghost-1' }],
    ['coupons', { title: '券', amount: 50, description: '補償', valid_days: 30, reference: 'ghost-2' }],
    ['tokens', { amount: 100, description: '補償', reference: 'ghost-3' }],
  ] as const)('%s: 404 and no wallet is created', async (kind, body) => {
    const ghost = 'u_0123456789abcdef';
    expect(await grant(kind, ghost, body)).toEqual({ status: 404, body: { success: false, message: messages.common.userNotFound } });
    expect(await walletEvents(ghost)).toBe(0);
  });
});
