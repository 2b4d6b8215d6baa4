// The ichiban draw screen (spec 001 §2, §4): load the order's tickets, drag right to draw
// (≥ 15 px starts, progress = distance / width, a sound and a frame step at 20/40/60 %, the draw
// at 70 %), then one popup per ticket with a confirmed skip, then the summary.
import { assign, fromPromise, setup } from 'xstate';
import { constants, messages, type PrizeTier } from '@shop/contracts';

const { drawDragStartPx, drawTriggerPercent, drawStepPercents, drawAnimationFrames } = constants.ichiban;

export interface DrawTicketView {
  id: string;
  number: number;
  tier: PrizeTier;
  prizeName: string;
  imageUrl: string;
}

export interface DrawResultView {
  orderId: string | null;
  /** The draw code: the public replay link /ichiban/draw/{code}. */
  code: string | null;
  productId: string;
  productName: string;
  tickets: DrawTicketView[];
  /** The LAST prize, when this order bought the tube's final ticket. */
  lastPrize: DrawTicketView | null;
}

/** What the screen was opened with: an order code, or a tube and product (optionally an order). */
export type DrawSource =
  { kind: 'code'; code: string } | { kind: 'tube'; tubeId: string; productId: string; orderId: string | null } | { kind: 'invalid' };

export interface DrawContext {
  source: DrawSource;
  result: DrawResultView | null;
  /** Where the pointer went down and the container's width, in px. */
  startX: number;
  width: number;
  /** 0..1, distance dragged over the width. */
  progress: number;
  /** How many of the 20/40/60 % steps were passed; the frame is 4 minus this. */
  stepsPassed: number;
  /** Steps passed for the first time by the latest move: each plays its sound. */
  newSteps: number[];
  /** The ticket shown in the popup (several tickets). */
  index: number;
  /** The summary ticket shown enlarged, if any. */
  enlarged: number | null;
  error: string | null;
}

export type DrawEvent =
  | { type: 'POINTER_DOWN'; x: number; width: number }
  | { type: 'POINTER_MOVE'; x: number }
  | { type: 'POINTER_UP' }
  | { type: 'CLOSE_TICKET' }
  | { type: 'SKIP' }
  | { type: 'CONFIRM_SKIP' }
  | { type: 'CANCEL_SKIP' }
  | { type: 'ENLARGE'; index: number }
  | { type: 'SHRINK' };

/** The loader's failure: a 401 goes to login, anything else shows 抽獎失敗: reason. */
export class DrawLoadError extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

/** Pause between the draw trigger and the first ticket, for the result animation. */
export const REVEAL_MS = 900;

export function dragProgress(startX: number, x: number, width: number): number {
  if (width <= 0) return 0;
  return Math.max(0, Math.min(1, (x - startX) / width));
}

export function stepsAt(progress: number): number {
  return drawStepPercents.filter((p) => progress * 100 >= p).length;
}

export function frameOf(stepsPassed: number): number {
  return Math.max(1, drawAnimationFrames - stepsPassed);
}

function failureText(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : messages.ichiban.fetchResultFailed;
  return messages.ichiban.drawFailedWithReason(reason);
}

export const drawMachine = setup({
  types: {
    context: {} as DrawContext,
    events: {} as DrawEvent,
    /** `result`: already known (the draw code's result the server inlined in the page): the screen starts ready. */
    input: {} as { source: DrawSource; result?: DrawResultView | null },
  },
  actors: {
    loadResult: fromPromise<DrawResultView, DrawSource>(async () => {
      throw new Error('loadResult is provided by the screen');
    }),
  },
  actions: {
    /** `steps`: the 20/40/60 % steps (1..3) this move passed for the first time; often none. */
    playStepSound: (_, _params: { steps: number[] }) => {},
    playResultSound: () => {},
    showMessage: (_, _params: { message: string }) => {},
    goBack: () => {},
    goToLogin: () => {},
    trackDrag: assign(({ context, event }) => {
      if (event.type !== 'POINTER_MOVE') return {};
      const progress = dragProgress(context.startX, event.x, context.width);
      const stepsPassed = Math.max(context.stepsPassed, stepsAt(progress));
      const newSteps = Array.from({ length: stepsPassed - context.stepsPassed }, (_, i) => context.stepsPassed + i + 1);
      return { progress, stepsPassed, newSteps };
    }),
  },
  delays: {
    badParamsOrSession: constants.redirectDelays.badParamsOrSessionMs,
    drawFailure: constants.redirectDelays.drawFailureMs,
    reveal: REVEAL_MS,
  },
  guards: {
    invalidSource: ({ context }) => context.source.kind === 'invalid',
    known: ({ context }) => context.result !== null,
    unauthorized: (_, { error }: { error: unknown }) => error instanceof DrawLoadError && error.unauthorized,
    startedDragging: ({ context, event }) => event.type === 'POINTER_MOVE' && event.x - context.startX >= drawDragStartPx,
    pastTrigger: ({ context }) => context.progress * 100 >= drawTriggerPercent,
    severalTickets: ({ context }) => (context.result?.tickets.length ?? 0) > 1,
    hasNextTicket: ({ context }) => context.index + 1 < (context.result?.tickets.length ?? 0),
  },
}).createMachine({
  id: 'ichibanDraw',
  context: ({ input }) => ({
    source: input.source,
    result: input.result ?? null,
    startX: 0,
    width: 0,
    progress: 0,
    stepsPassed: 0,
    newSteps: [],
    index: 0,
    enlarged: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'invalidSource', target: 'invalidParams' }, { guard: 'known', target: 'ready' }, { target: 'loading' }],
    },
    invalidParams: {
      entry: [
        assign({ error: messages.ichiban.drawParamsInvalid }),
        { type: 'showMessage', params: { message: messages.ichiban.drawParamsInvalid } },
      ],
      after: { badParamsOrSession: { target: 'left', actions: 'goBack' } },
    },
    loading: {
      invoke: {
        src: 'loadResult',
        input: ({ context }) => context.source,
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'sessionExpired',
          },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => failureText(event.error) }),
              { type: 'showMessage', params: ({ event }) => ({ message: failureText(event.error) }) },
            ],
          },
        ],
      },
    },
    sessionExpired: {
      entry: [assign({ error: messages.auth.sessionExpired }), { type: 'showMessage', params: { message: messages.auth.sessionExpired } }],
      after: { badParamsOrSession: { target: 'left', actions: 'goToLogin' } },
    },
    failed: {
      after: { drawFailure: { target: 'left', actions: 'goBack' } },
    },
    ready: {
      entry: assign({ progress: 0, stepsPassed: 0 }),
      on: {
        POINTER_DOWN: { target: 'pressed', actions: assign({ startX: ({ event }) => event.x, width: ({ event }) => event.width }) },
      },
    },
    pressed: {
      on: {
        POINTER_MOVE: {
          guard: 'startedDragging',
          target: 'dragging',
          actions: ['trackDrag', { type: 'playStepSound', params: ({ context }) => ({ steps: context.newSteps }) }],
        },
        POINTER_UP: 'ready',
      },
    },
    dragging: {
      always: { guard: 'pastTrigger', target: 'revealing' },
      on: {
        POINTER_MOVE: { actions: ['trackDrag', { type: 'playStepSound', params: ({ context }) => ({ steps: context.newSteps }) }] },
        POINTER_UP: 'ready',
      },
    },
    revealing: {
      entry: ['playResultSound', assign({ progress: 1, stepsPassed: drawStepPercents.length })],
      after: {
        reveal: [{ guard: 'severalTickets', target: 'ticket' }, { target: 'summary' }],
      },
    },
    ticket: {
      initial: 'showing',
      states: {
        showing: {
          on: {
            CLOSE_TICKET: [
              { guard: 'hasNextTicket', actions: assign({ index: ({ context }) => context.index + 1 }) },
              { target: '#ichibanDraw.summary' },
            ],
            SKIP: 'confirmingSkip',
          },
        },
        confirmingSkip: {
          on: {
            CONFIRM_SKIP: '#ichibanDraw.summary',
            CANCEL_SKIP: 'showing',
          },
        },
      },
    },
    summary: {
      on: {
        ENLARGE: { actions: assign({ enlarged: ({ event }) => event.index }) },
        SHRINK: { actions: assign({ enlarged: null }) },
      },
    },
    left: { type: 'final' },
  },
});
