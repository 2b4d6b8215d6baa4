import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages } from '@shop/contracts';
import { DrawLoadError, drawMachine, frameOf, REVEAL_MS, type DrawResultView, type DrawSource } from './draw.machine';

const ticket = (n: number, tier: 'A' | 'B' | 'C' = 'C') => ({
  id: `t${n}`,
  number: n,
  tier,
  prizeName: `${tier}賞 公仔`,
  imageUrl: `/p/${n}.svg`,
});

const result = (count: number): DrawResultView => ({
  orderId: 'o-1',
  code: 'o-1.mac',
  productId: '1002',
  productName: '一番賞 機甲少年',
  tickets: Array.from({ length: count }, (_, i) => ticket(i + 1)),
  lastPrize: null,
});

function start(source: DrawSource, load: () => Promise<DrawResultView>, known?: DrawResultView) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const machine = drawMachine.provide({
    actors: { loadResult: fromPromise(load) },
    actions: {
      playStepSound: (_, { steps }) => void effects.push(...steps.map((n) => `step${n}`)),
      playResultSound: () => void effects.push('result'),
      showMessage: (_, params) => void effects.push(`msg:${params.message}`),
      goBack: () => void effects.push('back'),
      goToLogin: () => void effects.push('login'),
    },
  });
  const actor = createActor(machine, { input: { source, result: known }, clock });
  actor.start();
  return { actor, clock, effects };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const code: DrawSource = { kind: 'code', code: 'abc' };

async function readyWith(count: number) {
  const run = start(code, async () => result(count));
  await flush();
  expect(run.actor.getSnapshot().matches('ready')).toBe(true);
  return run;
}

describe('draw machine', () => {
  it('given the result the page came with then it is ready at once and asks for nothing', () => {
    let asked = 0;
    const { actor } = start(
      code,
      async () => {
        asked += 1;
        return result(2);
      },
      result(3),
    );
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.result?.tickets).toHaveLength(3);
    expect(asked).toBe(0);
  });

  it('refuses to start without a tube and a product, and goes back after 1.5 s', () => {
    const { actor, clock, effects } = start({ kind: 'invalid' }, async () => result(1));
    expect(actor.getSnapshot().matches('invalidParams')).toBe(true);
    expect(effects).toEqual([`msg:${messages.ichiban.drawParamsInvalid}`]);
    clock.increment(1499);
    expect(effects).not.toContain('back');
    clock.increment(1);
    expect(effects).toContain('back');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows 抽獎失敗: with the reason, then goes back after 2 s', async () => {
    const { actor, clock, effects } = start(code, async () => {
      throw new DrawLoadError('找不到訂單');
    });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(effects).toEqual(['msg:抽獎失敗: 找不到訂單']);
    clock.increment(1999);
    expect(effects).not.toContain('back');
    clock.increment(1);
    expect(effects).toContain('back');
  });

  it('sends a 401 to login after 1.5 s', async () => {
    const { actor, clock, effects } = start(code, async () => {
      throw new DrawLoadError(messages.auth.sessionExpired, true);
    });
    await flush();
    expect(actor.getSnapshot().matches('sessionExpired')).toBe(true);
    expect(effects).toEqual([`msg:${messages.auth.sessionExpired}`]);
    clock.increment(1500);
    expect(effects).toContain('login');
  });

  it('needs a 15 px drag to the right before anything moves', async () => {
    const { actor } = await readyWith(1);
    actor.send({ type: 'POINTER_DOWN', x: 100, width: 300 });
    actor.send({ type: 'POINTER_MOVE', x: 114 });
    expect(actor.getSnapshot().matches('pressed')).toBe(true);
    actor.send({ type: 'POINTER_MOVE', x: 90 });
    expect(actor.getSnapshot().matches('pressed')).toBe(true);
    actor.send({ type: 'POINTER_MOVE', x: 115 });
    expect(actor.getSnapshot().matches('dragging')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(15 / 300);
  });

  it('plays a sound and steps the frame 4→1 at 20, 40 and 60 %, draws at 70 %', async () => {
    const { actor, effects } = await readyWith(1);
    actor.send({ type: 'POINTER_DOWN', x: 0, width: 100 });
    const frame = () => frameOf(actor.getSnapshot().context.stepsPassed);
    actor.send({ type: 'POINTER_MOVE', x: 19 });
    expect(frame()).toBe(4);
    expect(effects).toEqual([]);
    actor.send({ type: 'POINTER_MOVE', x: 20 });
    expect(frame()).toBe(3);
    actor.send({ type: 'POINTER_MOVE', x: 45 });
    expect(frame()).toBe(2);
    // Dragging back does not replay a sound already played.
    actor.send({ type: 'POINTER_MOVE', x: 30 });
    actor.send({ type: 'POINTER_MOVE', x: 60 });
    expect(frame()).toBe(1);
    expect(effects).toEqual(['step1', 'step2', 'step3']);
    actor.send({ type: 'POINTER_MOVE', x: 69 });
    expect(actor.getSnapshot().matches('dragging')).toBe(true);
    actor.send({ type: 'POINTER_MOVE', x: 70 });
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    expect(effects).toEqual(['step1', 'step2', 'step3', 'result']);
  });

  it('springs back when released before 70 %', async () => {
    const { actor } = await readyWith(1);
    actor.send({ type: 'POINTER_DOWN', x: 0, width: 100 });
    actor.send({ type: 'POINTER_MOVE', x: 50 });
    actor.send({ type: 'POINTER_UP' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(0);
    expect(actor.getSnapshot().context.stepsPassed).toBe(0);
  });

  const draw = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'POINTER_DOWN', x: 0, width: 100 });
    actor.send({ type: 'POINTER_MOVE', x: 80 });
  };

  it('goes straight to the summary for one ticket', async () => {
    const { actor, clock } = await readyWith(1);
    draw(actor);
    clock.increment(REVEAL_MS);
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });

  it('steps through several tickets one popup at a time, then the summary', async () => {
    const { actor, clock } = await readyWith(3);
    draw(actor);
    clock.increment(REVEAL_MS - 1);
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ticket: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'CLOSE_TICKET' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'CLOSE_TICKET' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'CLOSE_TICKET' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });

  it('skips to the summary only once the skip is confirmed', async () => {
    const { actor, clock } = await readyWith(5);
    draw(actor);
    clock.increment(REVEAL_MS);
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().matches({ ticket: 'confirmingSkip' })).toBe(true);
    actor.send({ type: 'CANCEL_SKIP' });
    expect(actor.getSnapshot().matches({ ticket: 'showing' })).toBe(true);
    actor.send({ type: 'SKIP' });
    actor.send({ type: 'CONFIRM_SKIP' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });

  it('enlarges a summary ticket and closes it again', async () => {
    const { actor, clock } = await readyWith(2);
    draw(actor);
    clock.increment(REVEAL_MS);
    actor.send({ type: 'SKIP' });
    actor.send({ type: 'CONFIRM_SKIP' });
    actor.send({ type: 'ENLARGE', index: 1 });
    expect(actor.getSnapshot().context.enlarged).toBe(1);
    actor.send({ type: 'SHRINK' });
    expect(actor.getSnapshot().context.enlarged).toBeNull();
  });
});
