import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages, type BlindboxItemView } from '@shop/contracts';
import { EXPIRED_MESSAGE, slotMachine, type SlotBuyInput, type SlotInput } from './slot.machine';

const item = (name: string): BlindboxItemView => ({ name, image_url: `/f/${name}.svg`, rarity: 'normal' });
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  input: SlotInput,
  calls: {
    lock?: () => Promise<{ remain: number }>;
    hint?: () => Promise<BlindboxItemView>;
    insight?: () => Promise<BlindboxItemView>;
    buy?: (args: { input: SlotBuyInput }) => Promise<{ orderId: string }>;
  } = {},
) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const never = () => new Promise<never>(() => {});
  const machine = slotMachine.provide({
    actors: {
      lockSlot: fromPromise(calls.lock ?? (async () => ({ remain: 150 }))),
      useHint: fromPromise(calls.hint ?? never),
      useInsight: fromPromise(calls.insight ?? never),
      buy: fromPromise(calls.buy ?? never),
    },
    actions: {
      showMessage: (_, params) => void effects.push(`msg:${params.message}`),
      goBack: () => void effects.push('back'),
      goToRecharge: () => void effects.push('recharge'),
      goToResult: (_, params) => void effects.push(`result:${params.orderId}`),
      refreshTools: () => void effects.push('tools'),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock, effects };
}

const tick = async (clock: SimulatedClock, seconds: number) => {
  for (let i = 0; i < seconds; i++) {
    clock.increment(1000);
    await flush();
  }
};

describe('the slot page machine', () => {
  it('goes back with 已被重新整理，請再選一盒 when the slot index is lost', () => {
    const { actor, effects } = start({ packageId: 'p1', itemIndex: null });
    expect(actor.getSnapshot().value).toBe('lost');
    expect(effects).toEqual([`msg:${messages.blindbox.refreshedPickAgain}`, 'back']);
  });

  it('goes back with 此款式已被鎖定，正在跳轉到其他款式 when someone else holds the slot', async () => {
    const { actor, effects } = start(
      { packageId: 'p1', itemIndex: 2 },
      { lock: () => Promise.reject({ status: 423, message: messages.blindbox.slotBeingPicked }) },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('takenByOther');
    expect(effects).toEqual([`msg:${messages.blindbox.styleLockedRedirecting}`, 'back']);
  });

  it('stays on the page with the reason when the hold is refused to the member themself', async () => {
    const refusals = [
      { status: 402, message: messages.blindbox.slotNeedsFunds },
      { status: 409, message: messages.holds.heldElsewhere },
      { status: 429, message: messages.holds.cooldown(60) },
    ];
    for (const refusal of refusals) {
      const { actor, effects } = start({ packageId: 'p1', itemIndex: 2 }, { lock: () => Promise.reject(refusal) });
      await flush();
      expect(actor.getSnapshot().value).toBe('refused');
      expect(actor.getSnapshot().context.refusal).toEqual(refusal);
      expect(effects).toEqual([]);
    }
  });

  it('goes back with the message when the slot itself cannot be held (sold meanwhile)', async () => {
    const { actor, effects } = start(
      { packageId: 'p1', itemIndex: 2 },
      { lock: () => Promise.reject({ status: 409, message: messages.blindbox.operationFailed }) },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects).toEqual([`msg:${messages.blindbox.operationFailed}`, 'back']);
  });

  it('counts the lock down by the clock and sends the member back at zero', async () => {
    const { actor, clock, effects } = start({ packageId: 'p1', itemIndex: 2 }, { lock: async () => ({ remain: 3 }) });
    await flush();
    expect(actor.getSnapshot().matches('held')).toBe(true);
    await tick(clock, 2);
    expect(actor.getSnapshot().context.remain).toBe(1);
    expect(actor.getSnapshot().matches('held')).toBe(true);
    await tick(clock, 1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(effects).toEqual(['tools', `msg:${EXPIRED_MESSAGE}`, 'back']);
  });

  it('keeps counting while a tool card is used, and records hints and the insight', async () => {
    const { actor, clock } = start({ packageId: 'p1', itemIndex: 2 }, { hint: async () => item('熊熊紅茶'), insight: async () => item('兔兔司康') });
    await flush();
    actor.send({ type: 'USE_HINT' });
    await flush();
    await tick(clock, 5);
    actor.send({ type: 'USE_INSIGHT' });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.hints.map((h) => h.name)).toEqual(['熊熊紅茶']);
    expect(context.insight?.name).toBe('兔兔司康');
    expect(context.remain).toBe(145);
  });

  it('shows a card refusal and stays on the slot', async () => {
    const { actor, effects } = start(
      { packageId: 'p1', itemIndex: 2 },
      { hint: () => Promise.reject({ status: 400, message: messages.blindbox.noHintCards }) },
    );
    await flush();
    actor.send({ type: 'USE_HINT' });
    await flush();
    expect(actor.getSnapshot().matches({ held: { flow: 'idle' } })).toBe(true);
    expect(effects).toContain(`msg:${messages.blindbox.noHintCards}`);
  });

  it('confirms, pays and opens the result; cancelling the confirmation buys nothing', async () => {
    const buy = jest.fn(async () => ({ orderId: 'o-9' }));
    const { actor, effects } = start({ packageId: 'p1', itemIndex: 2 }, { buy });
    await flush();
    actor.send({ type: 'BUY' });
    actor.send({ type: 'CANCEL' });
    expect(buy).not.toHaveBeenCalled();
    actor.send({ type: 'BUY' });
    expect(actor.getSnapshot().matches({ held: { flow: 'confirming' } })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
    expect(effects).toContain('result:o-9');
  });

  it('pays with the points and coupon chosen in the confirmation, and with none when none were chosen', async () => {
    const buy = jest.fn(async (_: { input: SlotBuyInput }) => ({ orderId: 'o-1' }));
    const first = start({ packageId: 'p1', itemIndex: 4 }, { buy });
    await flush();
    first.actor.send({ type: 'BUY' });
    first.actor.send({ type: 'CONFIRM', payment: { points: 400, couponId: 'C-1' } });
    await flush();
    expect(buy.mock.calls[0]![0].input).toEqual({ packageId: 'p1', itemIndex: 4, points: 400, couponId: 'C-1' });
    const second = start({ packageId: 'p1', itemIndex: 5 }, { buy });
    await flush();
    second.actor.send({ type: 'BUY' });
    second.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(buy.mock.calls[1]![0].input).toEqual({ packageId: 'p1', itemIndex: 5, points: 0, couponId: null });
  });

  it('does not send a paying member away when the countdown ends mid-payment', async () => {
    let pay: (v: { orderId: string }) => void = () => {};
    const { actor, clock } = start(
      { packageId: 'p1', itemIndex: 2 },
      { lock: async () => ({ remain: 1 }), buy: () => new Promise((r) => (pay = r)) },
    );
    await flush();
    actor.send({ type: 'BUY' });
    actor.send({ type: 'CONFIRM' });
    await tick(clock, 2);
    expect(actor.getSnapshot().matches({ held: { flow: 'paying' } })).toBe(true);
    pay({ orderId: 'o-1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('on 代幣餘額不足 shows the message and goes to recharge after 1 s', async () => {
    const { actor, clock, effects } = start(
      { packageId: 'p1', itemIndex: 2 },
      { buy: () => Promise.reject({ status: 400, message: messages.balance.insufficientRedirect }) },
    );
    await flush();
    actor.send({ type: 'BUY' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(effects).toContain(`msg:${messages.balance.insufficientRedirect}`);
    expect(effects).not.toContain('recharge');
    clock.increment(1000);
    expect(effects).toContain('recharge');
  });
});
