// The box's shipping dialog (spec 002 §4 "Box shipping flow", "Address dialog modes"): choose or
// add an address → check the fee with the server → pay it from tokens (or 確認出貨 when free) →
// done. The pay button is refused while the tokens are short (the shortfall is shown); success
// lets the page refresh the box, clear the selection and refresh the member.
import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressRequest } from '@shop/contracts';

export interface ShippingQuoteView {
  fee: number;
  itemsCount: number;
  countedItems: number;
  tokens: number;
  shortfall: number;
}

export interface ShippingContext {
  itemIds: string[];
  addresses: Address[];
  addressId: string | null;
  /** The address being edited; null while adding one. */
  editing: Address | null;
  quote: ShippingQuoteView | null;
  error: string | null;
}

export type ShippingEvent =
  | { type: 'CHOOSE'; id: string }
  | { type: 'ADD' }
  | { type: 'EDIT'; address: Address }
  | { type: 'SAVE'; input: AddressRequest }
  | { type: 'CANCEL' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const defaultOf = (list: Address[]) => list.find((a) => a.is_default)?.id ?? list[0]?.id ?? null;

export const shippingMachine = setup({
  types: {
    context: {} as ShippingContext,
    events: {} as ShippingEvent,
    input: {} as { itemIds: string[] },
  },
  actors: {
    loadAddresses: fromPromise<Address[]>(async () => []),
    saveAddress: fromPromise<Address[], { id: string | null; input: AddressRequest }>(async () => []),
    checkFee: fromPromise<ShippingQuoteView, { itemIds: string[]; addressId: string }>(async () => {
      throw new Error('not provided');
    }),
    confirmOrder: fromPromise<string, { itemIds: string[]; addressId: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    /** The page refreshes the box and the member and clears its selection. */
    onShipped: () => {},
  },
  guards: {
    hasAddresses: ({ context }) => context.addresses.length > 0,
    addressChosen: ({ context }) => context.addressId !== null,
    canPay: ({ context }) => context.quote !== null && context.quote.shortfall === 0,
  },
}).createMachine({
  id: 'shipping',
  context: ({ input }) => ({ itemIds: input.itemIds, addresses: [], addressId: null, editing: null, quote: null, error: null }),
  initial: 'loadingAddresses',
  states: {
    loadingAddresses: {
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'choosing',
          actions: assign({ addresses: ({ event }) => event.output, addressId: ({ event }) => defaultOf(event.output) }),
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    choosing: {
      always: { guard: ({ context }) => context.addresses.length === 0 && context.error === null, target: 'editing' },
      on: {
        CHOOSE: { actions: assign({ addressId: ({ event }) => event.id, error: null }) },
        ADD: { target: 'editing', actions: assign({ editing: null, error: null }) },
        EDIT: { target: 'editing', actions: assign({ editing: ({ event }) => event.address, error: null }) },
        NEXT: { guard: 'addressChosen', target: 'checking' },
      },
    },
    editing: {
      on: {
        SAVE: 'saving',
        CANCEL: { guard: 'hasAddresses', target: 'choosing', actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveAddress',
        input: ({ context, event }) => ({ id: context.editing?.id ?? null, input: (event as Extract<ShippingEvent, { type: 'SAVE' }>).input }),
        onDone: {
          target: 'choosing',
          actions: assign({
            // A new address is the one to ship to; an edited one stays chosen.
            addressId: ({ context, event }) =>
              context.editing?.id ?? event.output.find((a) => !context.addresses.some((old) => old.id === a.id))?.id ?? defaultOf(event.output),
            addresses: ({ event }) => event.output,
            editing: null,
            error: null,
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    checking: {
      invoke: {
        src: 'checkFee',
        input: ({ context }) => ({ itemIds: context.itemIds, addressId: context.addressId! }),
        onDone: { target: 'paying', actions: assign({ quote: ({ event }) => event.output, error: null }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    paying: {
      on: {
        CONFIRM: { guard: 'canPay', target: 'confirming' },
        BACK: { target: 'choosing', actions: assign({ error: null }) },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmOrder',
        input: ({ context }) => ({ itemIds: context.itemIds, addressId: context.addressId! }),
        onDone: { target: 'done', actions: 'onShipped' },
        // The fee or the balance may have moved meanwhile: quote again, with the reason shown.
        onError: { target: 'rechecking', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    rechecking: {
      invoke: {
        src: 'checkFee',
        input: ({ context }) => ({ itemIds: context.itemIds, addressId: context.addressId! }),
        onDone: { target: 'paying', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
