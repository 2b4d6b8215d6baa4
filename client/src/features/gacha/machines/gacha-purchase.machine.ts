// Buying one capsule on /gacha/detail/{id} (spec 001 §4 "buy, confirm, create the order, fetch the
// redirect, go"; 000 for points, coupons and the token shortfall):
//   idle ─BUY→ (signed out: 請先登入再進行轉蛋, to /login) choosing (the popup)
//   choosing ─CONFIRM→ validating ─enough tokens→ drawing → fetchingRedirect → left (the animation)
//   too few tokens (checked here, or answered by the server) → insufficientTokens → /recharge after 1 s
//   a refused draw → its message, back to choosing (CONFIRM tries again); a 401 → 請先登入再進行轉蛋
// The draw is paid once it answers: if the redirect cannot be fetched, the animation is opened
// with the order's own address (what the server's redirect names).
import { assign, fromPromise, setup } from 'xstate';
import { constants, messages, type GachaDrawRequest } from '@shop/contracts';

export interface GachaPurchaseInput {
  request: GachaDrawRequest;
  /** Tokens to pay after points and coupon. */
  payable: number;
  /** The member's tokens now; undefined while unknown (the server then decides). */
  tokens: number | undefined;
}

/** A draw the server refused, with its status and the spec's message. */
export class GachaDrawRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GachaDrawRefused';
  }
}

export interface GachaPurchaseContext {
  productId: string;
  input: GachaPurchaseInput | null;
  orderId: string | null;
}

export type GachaPurchaseEvent = { type: 'BUY'; signedIn: boolean } | { type: 'CLOSE' } | { type: 'CONFIRM'; input: GachaPurchaseInput };

const m = messages.gacha;
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : m.drawFailed);
const statusOf = (error: unknown) => (error instanceof GachaDrawRefused ? error.status : 0);

/** Where a paid capsule is shown when the server's redirect cannot be fetched. */
export const animationPath = (productId: string, orderId: string) =>
  `/gacha/animation?${new URLSearchParams({ product_id: productId, order_id: orderId, transaction_id: orderId })}`;

export const gachaPurchaseMachine = setup({
  types: {
    context: {} as GachaPurchaseContext,
    input: {} as { productId: string },
    events: {} as GachaPurchaseEvent,
  },
  actors: {
    draw: fromPromise<{ orderId: string }, { productId: string; request: GachaDrawRequest }>(async () => {
      throw new Error('draw is provided by the page');
    }),
    fetchRedirect: fromPromise<{ url: string }, string>(async () => {
      throw new Error('fetchRedirect is provided by the page');
    }),
  },
  actions: {
    showMessage: (_, _params: { message: string }) => {},
    goToLogin: () => {},
    /** Tokens, points, coupons, the box and the machine's stock changed. */
    refreshAfterPurchase: () => {},
    goTo: (_, _params: { url: string }) => {},
    goToRecharge: () => {},
  },
  delays: {
    insufficientTokens: constants.redirectDelays.insufficientTokensMs,
  },
  guards: {
    signedOut: (_, { signedIn }: { signedIn: boolean }) => !signedIn,
    lacksTokens: ({ context }) => context.input?.tokens !== undefined && context.input.tokens < context.input.payable,
    unauthorized: (_, { error }: { error: unknown }) => statusOf(error) === 401,
    tokensRefused: (_, { error }: { error: unknown }) => messageOf(error) === messages.balance.insufficientRedirect,
  },
}).createMachine({
  id: 'gachaPurchase',
  context: ({ input }) => ({ productId: input.productId, input: null, orderId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        BUY: [
          {
            guard: { type: 'signedOut', params: ({ event }) => ({ signedIn: event.signedIn }) },
            actions: [{ type: 'showMessage', params: { message: m.loginRequired } }, 'goToLogin'],
          },
          { target: 'choosing' },
        ],
      },
    },
    choosing: {
      on: {
        CLOSE: 'idle',
        CONFIRM: { target: 'validating', actions: assign({ input: ({ event }) => event.input }) },
      },
    },
    validating: {
      always: [{ guard: 'lacksTokens', target: 'insufficientTokens' }, { target: 'drawing' }],
    },
    drawing: {
      invoke: {
        src: 'draw',
        input: ({ context }) => ({ productId: context.productId, request: context.input!.request }),
        onDone: { target: 'fetchingRedirect', actions: [assign({ orderId: ({ event }) => event.output.orderId }), 'refreshAfterPurchase'] },
        onError: [
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: { type: 'showMessage', params: { message: m.loginRequired } },
          },
          { guard: { type: 'tokensRefused', params: ({ event }) => ({ error: event.error }) }, target: 'insufficientTokens' },
          { target: 'choosing', actions: { type: 'showMessage', params: ({ event }) => ({ message: messageOf(event.error) }) } },
        ],
      },
    },
    fetchingRedirect: {
      invoke: {
        src: 'fetchRedirect',
        input: ({ context }) => context.orderId!,
        onDone: { target: 'left', actions: { type: 'goTo', params: ({ event }) => ({ url: event.output.url }) } },
        onError: {
          target: 'left',
          actions: { type: 'goTo', params: ({ context }) => ({ url: animationPath(context.productId, context.orderId!) }) },
        },
      },
    },
    left: { type: 'final' },
    insufficientTokens: {
      entry: { type: 'showMessage', params: { message: messages.balance.insufficientRedirect } },
      after: { insufficientTokens: { target: 'leftForRecharge', actions: 'goToRecharge' } },
    },
    leftForRecharge: { type: 'final' },
  },
});
