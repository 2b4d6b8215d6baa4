import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages, type CheckoutRequest } from '@shop/contracts';
import { checkoutMachine, type CheckoutInput } from './checkout.machine';

const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  items: [{ product_id: 's01', quantity: 2, price: 590, type: 'shop' }],
  payment_method: 'balance',
  recipient_name: '王小明',
  recipient_phone: '0912345678',
  recipient_address: '台北市',
  ...over,
});
const input = (over: Partial<CheckoutInput> = {}, req: Partial<CheckoutRequest> = {}): CheckoutInput => ({
  request: request(req),
  payable: 1180,
  tokens: 2000,
  ...over,
});

function start({
  create = async () => ({ orderNumber: 'o-1' }),
  form = async () => ({ formHtml: '<form action="/gw"></form>' }),
}: { create?: (req: CheckoutRequest) => Promise<{ orderNumber: string }>; form?: () => Promise<{ formHtml: string }> } = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const sent: CheckoutRequest[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input: req }: { input: CheckoutRequest }) => {
        sent.push(req);
        return create(req);
      }),
      fetchPaymentForm: fromPromise(form),
    },
    actions: {
      showMessage: (_, { message }) => void effects.push(`msg:${message}`),
      clearCheckedOutLines: () => void effects.push('clear'),
      goToRecharge: () => void effects.push('recharge'),
      goToResult: (_, { orderNumber }) => void effects.push(`result:${orderNumber}`),
      submitPaymentForm: (_, { html }) => void effects.push(`submit:${html}`),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, effects, sent };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('checkout machine', () => {
  it('creates a token order, clears the bought lines and shows the result', async () => {
    const { actor, effects, sent } = start();
    actor.send({ type: 'SUBMIT', input: input() });
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    await flush();
    expect(sent).toHaveLength(1);
    expect(effects).toEqual(['clear', 'result:o-1']);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('pays a card order by fetching its payment form and submitting it', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'SUBMIT', input: input({ tokens: 0 }, { payment_method: 'credit_card' }) });
    await flush();
    await flush();
    expect(effects).toEqual(['clear', 'submit:<form action="/gw"></form>']);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('says the tokens are short and goes to /recharge after 1 s, without creating an order', () => {
    const { actor, clock, effects, sent } = start();
    actor.send({ type: 'SUBMIT', input: input({ tokens: 100 }) });
    expect(effects).toEqual([`msg:${messages.payment.insufficientTokens}`]);
    clock.increment(999);
    expect(effects).not.toContain('recharge');
    clock.increment(1);
    expect(effects).toContain('recharge');
    expect(sent).toEqual([]);
  });

  it('also goes to /recharge when the server finds the tokens short', async () => {
    const { actor, clock, effects } = start({
      create: async () => {
        throw new Error(messages.payment.insufficientTokens);
      },
    });
    actor.send({ type: 'SUBMIT', input: input() });
    await flush();
    expect(actor.getSnapshot().matches('insufficientTokens')).toBe(true);
    clock.increment(1000);
    expect(effects).toEqual([`msg:${messages.payment.insufficientTokens}`, 'recharge']);
  });

  it('refuses an empty order, shows the server’s refusal, and tries again on the next submit', async () => {
    let fail = true;
    const { actor, effects } = start({
      create: async () => {
        if (fail) throw new Error('庫存不足，僅剩 1 件');
        return { orderNumber: 'o-2' };
      },
    });
    actor.send({ type: 'SUBMIT', input: input({}, { items: [] }) });
    expect(effects).toEqual([`msg:${messages.payment.orderItemsEmpty}`]);
    actor.send({ type: 'SUBMIT', input: input() });
    await flush();
    expect(effects).toContain('msg:庫存不足，僅剩 1 件');
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'SUBMIT', input: input() });
    await flush();
    expect(effects.slice(-2)).toEqual(['clear', 'result:o-2']);
  });

  it('reports a payment form that cannot be fetched', async () => {
    const { actor, effects } = start({
      form: async () => {
        throw new Error('boom');
      },
    });
    actor.send({ type: 'SUBMIT', input: input({}, { payment_method: 'credit_card' }) });
    await flush();
    await flush();
    expect(effects).toEqual(['clear', `msg:${messages.payment.paymentFormFailed}`]);
  });
});
