import type { ProjectedEvent } from '../../runner/projection';
import type { ShopStockRow } from './shop-stock.entity';
import { shopStock } from './shop-stock.projection';

let revision = 0;
const at = <T extends ProjectedEvent['type']>(type: T, data: unknown) =>
  ({
    type,
    data,
    streamId: 'shop-stock',
    revision: revision++,
    recordedAt: new Date(),
    metadata: { actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T02:00:00.000Z' },
  }) as unknown as ProjectedEvent<
    'ShopItemListed' | 'ShopStockAdded' | 'ShopStockReserved' | 'ShopStockReleased' | 'ShopStockSold' | 'ShopStockRemoved'
  >;
const fold = (...events: ReturnType<typeof at>[]) => events.reduce<ShopStockRow | null>((row, e) => shopStock.evolve(row, e), null);
const lines = (quantity: number) => [{ itemId: 'i1', quantity }];

describe('shop stock read model', () => {
  beforeEach(() => (revision = 0));

  it('takes units staff removed off what is on sale', () => {
    const listed = at('ShopItemListed', { itemId: 'i1', title: 't', price: 1, image: '', images: [], info: '', description: '' });
    const added = at('ShopStockAdded', { itemId: 'i1', quantity: 5 });
    const removed = at('ShopStockRemoved', { itemId: 'i1', quantity: 2 });
    expect(fold(listed, added, removed)).toMatchObject({ available: { i1: 3 }, changed: ['i1'] });
  });

  it('follows holds, releases and sales, naming the items each event changed', () => {
    const listed = at('ShopItemListed', { itemId: 'i1', title: 't', price: 1, image: '', images: [], info: '', description: '' });
    const added = at('ShopStockAdded', { itemId: 'i1', quantity: 5 });
    const held = at('ShopStockReserved', { orderId: 'c1', lines: lines(2) });
    expect(fold(listed, added, held)).toMatchObject({ available: { i1: 3 }, holds: { c1: lines(2) }, changed: ['i1'] });
    const released = at('ShopStockReleased', { orderId: 'c1', reason: 'timeout' });
    expect(fold(listed, added, held, released)).toMatchObject({ available: { i1: 5 }, holds: {}, changed: ['i1'] });
  });

  it('takes a held sale from the hold, and an unheld one from what is on sale', () => {
    const listed = at('ShopItemListed', { itemId: 'i1', title: 't', price: 1, image: '', images: [], info: '', description: '' });
    const added = at('ShopStockAdded', { itemId: 'i1', quantity: 5 });
    const held = at('ShopStockReserved', { orderId: 'c1', lines: lines(2) });
    const soldHeld = at('ShopStockSold', { orderId: 'c1', lines: lines(2) });
    const soldNow = at('ShopStockSold', { orderId: 'o2', lines: lines(1) });
    const row = fold(listed, added, held, soldHeld);
    expect(row).toMatchObject({ available: { i1: 3 }, holds: {}, changed: [] });
    expect(shopStock.evolve(row, soldNow)).toMatchObject({ available: { i1: 2 }, changed: ['i1'] });
    // A replayed event changes nothing.
    expect(shopStock.evolve(shopStock.evolve(row, soldNow), soldNow)).toMatchObject({ available: { i1: 2 } });
  });
});
