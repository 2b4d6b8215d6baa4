// The gacha animation (spec 001 §4): idle while the prize loads, then panelActive 500 ms,
// panelExpanding 400, handleRotated 300, machineLifted 400, capsuleDropped 400, zoom 600 and up to
// 300 ms more for the prize image, then reveal. With reduced motion the sequence is skipped. A
// prize that cannot be loaded shows its message and goes back after 1.2 s.
import { assign, fromPromise, setup } from 'xstate';
import { constants, messages } from '@shop/contracts';

export interface GachaPrize {
  name: string;
  imageUrl: string;
  rarity: 'common' | 'rare' | 'secret';
}

/** A failure with the spec's message for it (無法獲取訂單詳情, 無法取得抽獎結果 …). */
export class GachaLoadError extends Error {}

const d = constants.gacha.animationDelaysMs;

export const gachaAnimationMachine = setup({
  types: {
    context: {} as { prize: GachaPrize | null; imageLoaded: boolean; reducedMotion: boolean },
    input: {} as { reducedMotion: boolean },
    events: {} as { type: 'IMAGE_LOADED' },
  },
  actors: {
    loadPrize: fromPromise<GachaPrize>(async () => {
      throw new GachaLoadError(messages.gacha.resultFailed);
    }),
  },
  actions: {
    showMessage: (_, _params: { message: string }) => {},
    goBack: () => {},
    preloadImage: (_, _params: { url: string }) => {},
  },
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
    imageLoaded: ({ context }) => context.imageLoaded,
  },
  delays: {
    ...d,
    imageWait: constants.gacha.zoomImageWaitMaxMs,
    back: constants.redirectDelays.gachaErrorMs,
  },
}).createMachine({
  id: 'gachaAnimation',
  context: ({ input }) => ({ prize: null, imageLoaded: false, reducedMotion: input.reducedMotion }),
  on: { IMAGE_LOADED: { actions: assign({ imageLoaded: true }) } },
  initial: 'idle',
  states: {
    idle: {
      invoke: {
        src: 'loadPrize',
        onDone: [
          {
            guard: 'reducedMotion',
            target: 'reveal',
            actions: [
              assign({ prize: ({ event }) => event.output }),
              { type: 'preloadImage', params: ({ event }) => ({ url: event.output.imageUrl }) },
            ],
          },
          {
            target: 'panelActive',
            actions: [
              assign({ prize: ({ event }) => event.output }),
              { type: 'preloadImage', params: ({ event }) => ({ url: event.output.imageUrl }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'showMessage',
            params: ({ event }) => ({ message: event.error instanceof GachaLoadError ? event.error.message : messages.gacha.processError }),
          },
        },
      },
    },
    panelActive: { after: { panelActive: 'panelExpanding' } },
    panelExpanding: { after: { panelExpanding: 'handleRotated' } },
    handleRotated: { after: { handleRotated: 'machineLifted' } },
    machineLifted: { after: { machineLifted: 'capsuleDropped' } },
    capsuleDropped: { after: { capsuleDropped: 'zoom' } },
    zoom: { after: { zoom: [{ guard: 'imageLoaded', target: 'reveal' }, { target: 'waitingImage' }] } },
    waitingImage: {
      on: { IMAGE_LOADED: { target: 'reveal', actions: assign({ imageLoaded: true }) } },
      after: { imageWait: 'reveal' },
    },
    reveal: { type: 'final' },
    failed: { after: { back: { target: 'left', actions: 'goBack' } } },
    left: { type: 'final' },
  },
});

/** The animation's steps in order, for the page's CSS (data-step). */
export const ANIMATION_STEPS = [
  'idle',
  'panelActive',
  'panelExpanding',
  'handleRotated',
  'machineLifted',
  'capsuleDropped',
  'zoom',
  'waitingImage',
  'reveal',
] as const;
