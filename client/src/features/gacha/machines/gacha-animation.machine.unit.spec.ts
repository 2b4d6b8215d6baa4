import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages } from '@shop/contracts';
import { GachaLoadError, gachaAnimationMachine, type GachaPrize } from './gacha-animation.machine';

const prize: GachaPrize = { name: '星空睡', imageUrl: '/demo/gacha/3001-5.svg', rarity: 'secret' };

function start(load: () => Promise<GachaPrize>, reducedMotion = false) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const machine = gachaAnimationMachine.provide({
    actors: { loadPrize: fromPromise(load) },
    actions: {
      showMessage: (_, params) => void effects.push(`msg:${params.message}`),
      goBack: () => void effects.push('back'),
      preloadImage: (_, params) => void effects.push(`preload:${params.url}`),
    },
  });
  const actor = createActor(machine, { clock, input: { reducedMotion } });
  actor.start();
  return { actor, clock, effects, state: () => String(actor.getSnapshot().value) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
/** Through the six timed states, one delay at a time (each timer starts when its state is entered). */
const runSequence = (clock: SimulatedClock) => [500, 400, 300, 400, 400, 600].forEach((ms) => clock.increment(ms));

it('runs the spec’s states with their delays, then reveals once the prize image is in', async () => {
  const { actor, clock, effects, state } = start(async () => prize);
  expect(state()).toBe('idle');
  await settle();
  expect(state()).toBe('panelActive');
  expect(effects).toEqual([`preload:${prize.imageUrl}`]);
  const steps: [number, string][] = [
    [499, 'panelActive'],
    [1, 'panelExpanding'],
    [400, 'handleRotated'],
    [300, 'machineLifted'],
    [400, 'capsuleDropped'],
    [400, 'zoom'],
    [600, 'waitingImage'],
  ];
  for (const [ms, expected] of steps) {
    clock.increment(ms);
    expect(state()).toBe(expected);
  }
  actor.send({ type: 'IMAGE_LOADED' });
  expect(state()).toBe('reveal');
  expect(actor.getSnapshot().context.prize).toEqual(prize);
});

it('reveals straight after zoom when the image loaded meanwhile, and after at most 300 ms more when it did not', async () => {
  const loaded = start(async () => prize);
  await settle();
  loaded.actor.send({ type: 'IMAGE_LOADED' });
  runSequence(loaded.clock);
  expect(loaded.state()).toBe('reveal');

  const slow = start(async () => prize);
  await settle();
  runSequence(slow.clock);
  expect(slow.state()).toBe('waitingImage');
  slow.clock.increment(299);
  expect(slow.state()).toBe('waitingImage');
  slow.clock.increment(1);
  expect(slow.state()).toBe('reveal');
});

it('skips the sequence with reduced motion', async () => {
  const { state } = start(async () => prize, true);
  await settle();
  expect(state()).toBe('reveal');
});

it('shows the failure and goes back after 1.2 s', async () => {
  const { clock, effects, state } = start(async () => {
    throw new GachaLoadError(messages.gacha.orderDetailFailed);
  });
  await settle();
  expect(state()).toBe('failed');
  expect(effects).toEqual([`msg:${messages.gacha.orderDetailFailed}`]);
  clock.increment(1199);
  expect(effects).not.toContain('back');
  clock.increment(1);
  expect(effects).toContain('back');
  expect(state()).toBe('left');
});
