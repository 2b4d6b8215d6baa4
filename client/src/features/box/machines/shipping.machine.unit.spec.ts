import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Address } from '@shop/contracts';
import { shippingMachine, type ShippingQuoteView } from './shipping.machine';

const home: Address = { id: 'a1', name: '王小明', phone: '0912345678', city: '臺北市', district: '大安區', address_detail: '1 號', is_default: true };
const office: Address = { ...home, id: 'a2', name: '公司', is_default: false };
const quote = (fee: number, tokens: number): ShippingQuoteView => ({
  fee,
  itemsCount: 2,
  countedItems: 2,
  tokens,
  shortfall: Math.max(0, fee - tokens),
});
const flush = () => new Promise((r) => setTimeout(r, 0));

function start({
  addresses = [home, office],
  quotes = [quote(60, 100)],
  confirm = async () => 'o1',
}: { addresses?: Address[]; quotes?: ShippingQuoteView[]; confirm?: () => Promise<string> } = {}) {
  const calls: string[] = [];
  let book = addresses;
  const machine = shippingMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => book),
      saveAddress: fromPromise(async ({ input }) => {
        calls.push(`save:${input.id ?? 'new'}`);
        book = input.id ? book : [...book, { ...home, id: 'a3', name: String(input.input.name), is_default: book.length === 0 }];
        return book;
      }),
      checkFee: fromPromise(async ({ input }) => {
        calls.push(`check:${input.addressId}`);
        return quotes.shift() ?? quote(60, 100);
      }),
      confirmOrder: fromPromise(async ({ input }) => {
        calls.push(`confirm:${input.itemIds.join(',')}@${input.addressId}`);
        return confirm();
      }),
    },
    actions: { onShipped: () => void calls.push('shipped') },
  });
  const actor = createActor(machine, { input: { itemIds: ['i1', 'i2'] }, clock: new SimulatedClock() });
  actor.start();
  return { actor, calls };
}

describe('the shipping dialog', () => {
  it('chooses the default address, checks the fee, pays and reports success', async () => {
    const { actor, calls } = start();
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.addressId).toBe('a1');
    actor.send({ type: 'CHOOSE', id: 'a2' });
    actor.send({ type: 'NEXT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().context.quote).toMatchObject({ fee: 60, shortfall: 0 });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual(['check:a2', 'confirm:i1,i2@a2', 'shipped']);
  });

  it('opens the address form when the book is empty, and ships to the address added', async () => {
    const { actor, calls } = start({ addresses: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    // Nothing to go back to without an address.
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SAVE', input: { name: '新地址', phone: '0912345678', city: '臺北市', district: '大安區', address_detail: '2 號' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.addressId).toBe('a3');
    expect(calls).toEqual(['save:new']);
  });

  it('refuses to pay while tokens are short, showing the shortfall', async () => {
    const { actor, calls } = start({ quotes: [quote(60, 45)] });
    await flush();
    actor.send({ type: 'NEXT' });
    await flush();
    expect(actor.getSnapshot().context.quote?.shortfall).toBe(15);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    expect(calls).toEqual(['check:a1']);
  });

  it('confirms a free shipment (fee 0) the same way', async () => {
    const { actor } = start({ quotes: [quote(0, 0)] });
    await flush();
    actor.send({ type: 'NEXT' });
    await flush();
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('quotes again with the reason when confirming fails (the balance moved meanwhile)', async () => {
    const { actor, calls } = start({
      quotes: [quote(60, 100), quote(60, 20)],
      confirm: async () => {
        throw new Error('代幣餘額不足');
      },
    });
    await flush();
    actor.send({ type: 'NEXT' });
    await flush();
    actor.send({ type: 'CONFIRM' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().context).toMatchObject({ error: '代幣餘額不足', quote: { shortfall: 40 } });
    expect(calls).not.toContain('shipped');
  });

  it('goes back to the addresses with the server’s message when the check fails', async () => {
    const { actor } = start();
    const failing = shippingMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => [home]),
        checkFee: fromPromise<ShippingQuoteView, { itemIds: string[]; addressId: string }>(async () => {
          throw new Error('請選擇地址');
        }),
      },
    });
    actor.stop();
    const a = createActor(failing, { input: { itemIds: ['i1'] }, clock: new SimulatedClock() });
    a.start();
    await flush();
    a.send({ type: 'NEXT' });
    await flush();
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context.error).toBe('請選擇地址');
  });
});
