// The blind-box slot page (spec 002 §2, §4): lock the slot, count 150 s down (at zero the member
// goes back to the box), use a hint or insight card, confirm, pay, and show the result. Refusals
// with the spec's messages: a lost slot index (已被重新整理，請再選一盒) and a slot someone else is
// choosing (此款式已被鎖定，正在跳轉到其他款式) both go back to the box. A hold refused to the member
// themself (no means to pay, another hold, a cooldown) stays on the page with its message.
import { assign, fromPromise, setup } from 'xstate';
import { messages, type BlindboxItemView } from '@shop/contracts';

export interface SlotInput {
  packageId: string;
  /** From the query; null when it was lost (a reload without it). */
  itemIndex: number | null;
}

export interface SlotContext extends SlotInput {
  /** Seconds left on the lock. */
  remain: number;
  /** Items a hint card ruled out, newest last. */
  hints: BlindboxItemView[];
  /** What an insight card showed: the slot's own item. */
  insight: BlindboxItemView | null;
  /** Set once payment starts: the countdown no longer sends the member away. */
  paying: boolean;
  orderId: string | null;
  /** What the confirmation takes off the price: bonus points (steps of 200) and one coupon. */
  payment: SlotPayment;
  /** Why the hold was refused to this member (their wallet, another hold, a cooldown), with its HTTP status. */
  refusal: SlotCallError | null;
}

export interface SlotPayment {
  points: number;
  couponId: string | null;
}

export type SlotBuyInput = { packageId: string; itemIndex: number } & SlotPayment;

export type SlotEvent =
  { type: 'USE_HINT' } | { type: 'USE_INSIGHT' } | { type: 'BUY' } | { type: 'CONFIRM'; payment?: SlotPayment } | { type: 'CANCEL' };

/** What a failed call tells the machine: its HTTP status and message. */
export interface SlotCallError {
  status: number;
  message: string;
}

export const EXPIRED_MESSAGE = '挑選時間已到，請重新選擇';

const asCallError = (error: unknown): SlotCallError => {
  const e = error as Partial<SlotCallError> | undefined;
  return {
    status: typeof e?.status === 'number' ? e.status : 0,
    message: typeof e?.message === 'string' ? e.message : messages.blindbox.operationFailed,
  };
};

export const slotMachine = setup({
  types: { context: {} as SlotContext, events: {} as SlotEvent, input: {} as SlotInput },
  actors: {
    lockSlot: fromPromise<{ remain: number }, { packageId: string; itemIndex: number }>(async () => ({ remain: 0 })),
    useHint: fromPromise<BlindboxItemView, { packageId: string; itemIndex: number }>(async () => {
      throw new Error('not provided');
    }),
    useInsight: fromPromise<BlindboxItemView, { packageId: string; itemIndex: number }>(async () => {
      throw new Error('not provided');
    }),
    buy: fromPromise<{ orderId: string }, SlotBuyInput>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    showMessage: (_, _params: { message: string }) => {},
    goBack: () => {},
    goToRecharge: () => {},
    goToResult: (_, _params: { orderId: string }) => {},
    refreshTools: () => {},
  },
  guards: {
    slotLost: ({ context }) => context.itemIndex === null,
    timeUp: ({ context }) => context.remain <= 0 && !context.paying,
    lockedByOther: (_, params: { error: unknown }) => asCallError(params.error).status === 423,
    holdRefused: (_, params: { error: unknown }) => {
      const { status, message } = asCallError(params.error);
      return status === 402 || status === 429 || (status === 409 && message === messages.holds.heldElsewhere);
    },
    insufficientTokens: (_, params: { error: unknown }) => asCallError(params.error).message === messages.balance.insufficientRedirect,
  },
}).createMachine({
  id: 'slot',
  context: ({ input }) => ({
    ...input,
    remain: 0,
    hints: [],
    insight: null,
    paying: false,
    orderId: null,
    payment: { points: 0, couponId: null },
    refusal: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'slotLost', target: 'lost' }, { target: 'locking' }],
    },
    locking: {
      invoke: {
        src: 'lockSlot',
        input: ({ context }) => ({ packageId: context.packageId, itemIndex: context.itemIndex! }),
        onDone: { target: 'held', actions: [assign({ remain: ({ event }) => event.output.remain }), 'refreshTools'] },
        onError: [
          { guard: { type: 'lockedByOther', params: ({ event }) => ({ error: event.error }) }, target: 'takenByOther' },
          {
            guard: { type: 'holdRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => asCallError(event.error) }),
          },
          { target: 'failed', actions: { type: 'showMessage', params: ({ event }) => ({ message: asCallError(event.error).message }) } },
        ],
      },
    },
    held: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: {
              always: { guard: 'timeUp', target: '#slot.expired' },
              after: { 1000: { target: 'running', reenter: true, actions: assign({ remain: ({ context }) => Math.max(0, context.remain - 1) }) } },
            },
          },
        },
        flow: {
          initial: 'idle',
          states: {
            idle: { on: { USE_HINT: 'usingHint', USE_INSIGHT: 'usingInsight', BUY: 'confirming' } },
            usingHint: {
              invoke: {
                src: 'useHint',
                input: ({ context }) => ({ packageId: context.packageId, itemIndex: context.itemIndex! }),
                onDone: { target: 'idle', actions: [assign({ hints: ({ context, event }) => [...context.hints, event.output] }), 'refreshTools'] },
                onError: { target: 'idle', actions: { type: 'showMessage', params: ({ event }) => ({ message: asCallError(event.error).message }) } },
              },
            },
            usingInsight: {
              invoke: {
                src: 'useInsight',
                input: ({ context }) => ({ packageId: context.packageId, itemIndex: context.itemIndex! }),
                onDone: { target: 'idle', actions: [assign({ insight: ({ event }) => event.output }), 'refreshTools'] },
                onError: { target: 'idle', actions: { type: 'showMessage', params: ({ event }) => ({ message: asCallError(event.error).message }) } },
              },
            },
            confirming: {
              on: {
                CONFIRM: { target: 'paying', actions: assign({ payment: ({ event }) => event.payment ?? { points: 0, couponId: null } }) },
                CANCEL: 'idle',
              },
            },
            paying: {
              entry: assign({ paying: true }),
              exit: assign({ paying: false }),
              invoke: {
                src: 'buy',
                input: ({ context }) => ({ packageId: context.packageId, itemIndex: context.itemIndex!, ...context.payment }),
                onDone: { target: '#slot.result', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
                onError: [
                  {
                    guard: { type: 'insufficientTokens', params: ({ event }) => ({ error: event.error }) },
                    target: '#slot.toRecharge',
                    actions: { type: 'showMessage', params: { message: messages.balance.insufficientRedirect } },
                  },
                  { target: 'idle', actions: { type: 'showMessage', params: ({ event }) => ({ message: asCallError(event.error).message }) } },
                ],
              },
            },
          },
        },
      },
    },
    expired: { type: 'final', entry: [{ type: 'showMessage', params: { message: EXPIRED_MESSAGE } }, 'goBack'] },
    takenByOther: { type: 'final', entry: [{ type: 'showMessage', params: { message: messages.blindbox.styleLockedRedirecting } }, 'goBack'] },
    lost: { type: 'final', entry: [{ type: 'showMessage', params: { message: messages.blindbox.refreshedPickAgain } }, 'goBack'] },
    // Spec 002 §8: the message, then /recharge after 1 s.
    toRecharge: { after: { 1000: { target: 'left', actions: 'goToRecharge' } } },
    left: { type: 'final' },
    result: { type: 'final', entry: { type: 'goToResult', params: ({ context }) => ({ orderId: context.orderId! }) } },
    failed: { type: 'final', entry: 'goBack' },
    refused: { type: 'final' },
  },
});
