import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages, type GachaDrawRequest } from '@shop/contracts';
import { GachaDrawRefused, gachaPurchaseMachine, type GachaPurchaseInput } from './gacha-purchase.machine';

const input = (over: Partial<GachaPurchaseInput> = {}): GachaPurchaseInput => ({
  request: { payment_method: 'balance', points_discount: 200, coupon_id: null },
  payable: 98,
  tokens: 500,
  ...over,
});

function start({
  draw = async () => ({ orderId: 'o-1' }),
  redirect = async () => ({ url: '/gacha/animation?product_id=3001&order_id=o-1&transaction_id=o-1' }),
}: {
  draw?: () => Promise<{ orderId: string }>;
  redirect?: (orderId: string) => Promise<{ url: string }>;
} = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const sent: { productId: string; request: GachaDrawRequest }[] = [];
  const machine = gachaPurchaseMachine.provide({
    actors: {
      draw: fromPromise(async ({ input: req }: { input: { productId: string; request: GachaDrawRequest } }) => {
        sent.push(req);
        return draw();
      }),
      fetchRedirect: fromPromise(async ({ input: orderId }: { input: string }) => redirect(orderId)),
    },
    actions: {
      showMessage: (_, { message }) => void effects.push(`msg:${message}`),
      goToLogin: () => void effects.push('login'),
      refreshAfterPurchase: () => void effects.push('refresh'),
      goTo: (_, { url }) => void effects.push(`go:${url}`),
      goToRecharge: () => void effects.push('recharge'),
    },
  });
  const actor = createActor(machine, { clock, input: { productId: '3001' } });
  actor.start();
  return { actor, clock, effects, sent };
}

const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('gacha purchase machine', () => {
  it('asks a signed-out visitor to log in and opens no popup', () => {
    const { actor, effects } = start();
    actor.send({ type: 'BUY', signedIn: false });
    expect(effects).toEqual([`msg:${messages.gacha.loginRequired}`, 'login']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('draws with the chosen points and coupon, refreshes the member data and follows the redirect', async () => {
    const { actor, effects, sent } = start();
    actor.send({ type: 'BUY', signedIn: true });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CONFIRM', input: input({ request: { payment_method: 'balance', points_discount: 200, coupon_id: 'c-1' } }) });
    expect(actor.getSnapshot().value).toBe('drawing');
    await flush();
    expect(sent).toEqual([{ productId: '3001', request: { payment_method: 'balance', points_discount: 200, coupon_id: 'c-1' } }]);
    expect(effects).toEqual(['refresh', 'go:/gacha/animation?product_id=3001&order_id=o-1&transaction_id=o-1']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closes the popup without drawing', () => {
    const { actor, sent } = start();
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('says the tokens are short and goes to /recharge after 1 s, without drawing', () => {
    const { actor, clock, effects, sent } = start();
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CONFIRM', input: input({ tokens: 50 }) });
    expect(effects).toEqual([`msg:${messages.balance.insufficientRedirect}`]);
    clock.increment(999);
    expect(effects).not.toContain('recharge');
    clock.increment(1);
    expect(effects).toContain('recharge');
    expect(sent).toEqual([]);
  });

  it('goes to /recharge after 1 s when the server answers that the tokens are short', async () => {
    const { actor, clock, effects } = start({
      draw: async () => {
        throw new GachaDrawRefused(messages.balance.insufficientRedirect, 400);
      },
    });
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CONFIRM', input: input({ tokens: undefined }) });
    await flush();
    expect(effects).toEqual([`msg:${messages.balance.insufficientRedirect}`]);
    clock.increment(1000);
    expect(effects).toEqual([`msg:${messages.balance.insufficientRedirect}`, 'recharge']);
  });

  it('shows a refused draw and lets the buyer try again from the popup', async () => {
    let calls = 0;
    const { actor, effects } = start({
      draw: async () => {
        if (++calls === 1) throw new GachaDrawRefused(messages.gacha.noItems, 409);
        return { orderId: 'o-2' };
      },
      redirect: async (orderId) => ({ url: `/r/${orderId}` }),
    });
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CONFIRM', input: input() });
    await flush();
    expect(effects).toEqual([`msg:${messages.gacha.noItems}`]);
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CONFIRM', input: input() });
    await flush();
    expect(effects).toEqual([`msg:${messages.gacha.noItems}`, 'refresh', 'go:/r/o-2']);
  });

  it('words a 401 as 請先登入再進行轉蛋', async () => {
    const { actor, effects } = start({
      draw: async () => {
        throw new GachaDrawRefused('請先登入', 401);
      },
    });
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CONFIRM', input: input() });
    await flush();
    expect(effects).toEqual([`msg:${messages.gacha.loginRequired}`]);
  });

  it('opens the paid capsule’s animation when the redirect cannot be fetched', async () => {
    const { actor, effects } = start({
      redirect: async () => {
        throw new Error('network');
      },
    });
    actor.send({ type: 'BUY', signedIn: true });
    actor.send({ type: 'CONFIRM', input: input() });
    await flush();
    expect(effects).toEqual(['refresh', 'go:/gacha/animation?product_id=3001&order_id=o-1&transaction_id=o-1']);
  });
});
