// The checkout (spec 002 §4 "Card checkout", "Insufficient tokens"; §5 "Checkout needs at least one
// ticked cart item, and sufficient tokens when paying by balance"):
//   idle ─SUBMIT→ validating → creatingOrder ─balance→ succeeded (→ /order/success)
//                                            └card──→ fetchingPaymentForm → submitting (the browser leaves for the gateway)
//   too few tokens (checked here, or answered by the server) → insufficientTokens → /recharge after 1 s
//   any other failure → failed (message; SUBMIT tries again)
import { assign, fromPromise, setup } from 'xstate';
import { constants, messages, type CheckoutRequest } from '@shop/contracts';

export interface CheckoutInput {
  request: CheckoutRequest;
  /** What the buyer pays after points and coupon (元). */
  payable: number;
  /** The member's tokens now (balance payment). */
  tokens: number;
}

export interface CheckoutContext {
  input: CheckoutInput | null;
  orderNumber: string | null;
  formHtml: string | null;
  error: string | null;
}

export type CheckoutEvent = { type: 'SUBMIT'; input: CheckoutInput };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    createOrder: fromPromise<{ orderNumber: string }, CheckoutRequest>(async () => {
      throw new Error('createOrder is provided by the page');
    }),
    fetchPaymentForm: fromPromise<{ formHtml: string }, string>(async () => {
      throw new Error('fetchPaymentForm is provided by the page');
    }),
  },
  actions: {
    showMessage: (_, _params: { message: string }) => {},
    /** The bought lines leave the cart, and the member's data (tokens, orders) is stale. */
    clearCheckedOutLines: () => {},
    goToRecharge: () => {},
    goToResult: (_, _params: { orderNumber: string }) => {},
    submitPaymentForm: (_, _params: { html: string }) => {},
  },
  delays: {
    insufficientTokens: constants.redirectDelays.insufficientTokensMs,
  },
  guards: {
    noLines: ({ context }) => (context.input?.request.items.length ?? 0) === 0,
    lacksTokens: ({ context }) =>
      !!context.input && (context.input.request.payment_method ?? 'balance') === 'balance' && context.input.tokens < context.input.payable,
    isCard: ({ context }) => context.input?.request.payment_method === 'credit_card',
    tokensRefused: (_, { error }: { error: unknown }) => messageOf(error, '') === messages.payment.insufficientTokens,
  },
}).createMachine({
  id: 'checkout',
  context: { input: null, orderNumber: null, formHtml: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'validating', actions: assign({ input: ({ event }) => event.input, error: null }) } },
    },
    validating: {
      always: [
        { guard: 'noLines', target: 'failed', actions: assign({ error: messages.payment.orderItemsEmpty }) },
        { guard: 'lacksTokens', target: 'insufficientTokens' },
        { target: 'creatingOrder' },
      ],
    },
    creatingOrder: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => context.input!.request,
        onDone: [
          {
            guard: 'isCard',
            target: 'fetchingPaymentForm',
            actions: [assign({ orderNumber: ({ event }) => event.output.orderNumber }), 'clearCheckedOutLines'],
          },
          { target: 'succeeded', actions: [assign({ orderNumber: ({ event }) => event.output.orderNumber }), 'clearCheckedOutLines'] },
        ],
        onError: [
          { guard: { type: 'tokensRefused', params: ({ event }) => ({ error: event.error }) }, target: 'insufficientTokens' },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, messages.payment.orderSubmitFailed) }) },
        ],
      },
    },
    fetchingPaymentForm: {
      invoke: {
        src: 'fetchPaymentForm',
        input: ({ context }) => context.orderNumber!,
        onDone: { target: 'submitting', actions: assign({ formHtml: ({ event }) => event.output.formHtml }) },
        onError: { target: 'failed', actions: assign({ error: messages.payment.paymentFormFailed }) },
      },
    },
    submitting: {
      type: 'final',
      entry: { type: 'submitPaymentForm', params: ({ context }) => ({ html: context.formHtml! }) },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'goToResult', params: ({ context }) => ({ orderNumber: context.orderNumber! }) },
    },
    insufficientTokens: {
      entry: { type: 'showMessage', params: { message: messages.payment.insufficientTokens } },
      after: { insufficientTokens: { target: 'leftForRecharge', actions: 'goToRecharge' } },
    },
    leftForRecharge: { type: 'final' },
    failed: {
      entry: { type: 'showMessage', params: ({ context }) => ({ message: context.error ?? messages.payment.orderSubmitFailed }) },
      on: { SUBMIT: { target: 'validating', actions: assign({ input: ({ event }) => event.input, error: null }) } },
    },
  },
});
