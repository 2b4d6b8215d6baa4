import type { ShopStockEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { ShopItemNotFound, ShopStockInsufficient, shopStockDecider } from './shop-stock.decide';

const spec = deciderSpec(shopStockDecider);
const listed: ShopStockEvent = {
  type: 'ShopItemListed',
  data: { itemId: 'i1', title: '徽章', price: 100, image: '/i1.svg', images: [], info: '', description: '' },
};
const added = (quantity: number): ShopStockEvent => ({ type: 'ShopStockAdded', data: { itemId: 'i1', quantity } });
const line = (quantity: number) => [{ itemId: 'i1', quantity }];
const reserved = (orderId: string, quantity: number): ShopStockEvent => ({ type: 'ShopStockReserved', data: { orderId, lines: line(quantity) } });
const sold = (orderId: string, quantity: number): ShopStockEvent => ({ type: 'ShopStockSold', data: { orderId, lines: line(quantity) } });
const released = (orderId: string): ShopStockEvent => ({ type: 'ShopStockReleased', data: { orderId, reason: '逾時' } });

describe('shop stock', () => {
  it('sells what is available and refuses more, naming what is left', () => {
    spec
      .given(listed, added(3))
      .when({ type: 'SellStock', data: { orderId: 'o1', lines: line(3) } })
      .then([sold('o1', 3)]);
    spec
      .given(listed, added(3), sold('o1', 2))
      .when({ type: 'SellStock', data: { orderId: 'o2', lines: line(2) } })
      .thenThrows(ShopStockInsufficient, (e) => expect(e.message).toBe('庫存不足，僅剩 1 件'));
  });

  it('counts the same item on two lines together', () => {
    spec
      .given(listed, added(3))
      .when({ type: 'SellStock', data: { orderId: 'o1', lines: [...line(2), ...line(2)] } })
      .thenThrows(ShopStockInsufficient);
  });

  it('refuses an item that is not on sale', () => {
    spec
      .given()
      .when({ type: 'SellStock', data: { orderId: 'o1', lines: line(1) } })
      .thenThrows(ShopItemNotFound);
    spec
      .given()
      .when({ type: 'AddStock', data: { itemId: 'i1', quantity: 1 } })
      .thenThrows(ShopItemNotFound);
  });

  it('holds a card order’s units: nobody else can buy them, and its sale takes them from the hold', () => {
    spec
      .given(listed, added(2))
      .when({ type: 'ReserveStock', data: { orderId: 'c1', lines: line(2) } })
      .then([reserved('c1', 2)]);
    spec
      .given(listed, added(2), reserved('c1', 2))
      .when({ type: 'SellStock', data: { orderId: 'o2', lines: line(1) } })
      .thenThrows(ShopStockInsufficient);
    spec
      .given(listed, added(2), reserved('c1', 2))
      .when({ type: 'SellStock', data: { orderId: 'c1', lines: line(2) } })
      .then([sold('c1', 2)]);
    const after = spec.given(listed, added(2), reserved('c1', 2), sold('c1', 2)).state.items.get('i1');
    expect(after).toMatchObject({ available: 0, sold: 2 });
  });

  it('releases a hold once, putting its units back on sale', () => {
    spec
      .given(listed, added(2), reserved('c1', 2))
      .when({ type: 'ReleaseStock', data: { orderId: 'c1', reason: '逾時' } })
      .then([released('c1')]);
    spec
      .given(listed, added(2), reserved('c1', 2), released('c1'))
      .when({ type: 'ReleaseStock', data: { orderId: 'c1', reason: '逾時' } })
      .thenNothingHappens();
    expect(spec.given(listed, added(2), reserved('c1', 2), released('c1')).state.items.get('i1')?.available).toBe(2);
  });

  it('records each order’s sale and hold once', () => {
    spec
      .given(listed, added(5), sold('o1', 1))
      .when({ type: 'SellStock', data: { orderId: 'o1', lines: line(1) } })
      .thenNothingHappens();
    spec
      .given(listed, added(5), reserved('c1', 1))
      .when({ type: 'ReserveStock', data: { orderId: 'c1', lines: line(1) } })
      .thenNothingHappens();
    spec
      .given(listed, added(5), sold('c1', 1))
      .when({ type: 'ReserveStock', data: { orderId: 'c1', lines: line(1) } })
      .thenNothingHappens();
  });

  it('keeps the units when an item is listed again with a new price', () => {
    const relisted: ShopStockEvent = { type: 'ShopItemListed', data: { ...listed.data, price: 120 } } as ShopStockEvent;
    expect(spec.given(listed, added(4), sold('o1', 1), relisted).state.items.get('i1')).toMatchObject({ price: 120, available: 3, sold: 1 });
  });

  it('lets staff take off sale only units that are available, not those held by an unpaid order', () => {
    const removed = (quantity: number): ShopStockEvent => ({ type: 'ShopStockRemoved', data: { itemId: 'i1', quantity } });
    spec
      .given(listed, added(5))
      .when({ type: 'RemoveStock', data: { itemId: 'i1', quantity: 2 } })
      .then([removed(2)]);
    spec
      .given(listed, added(5), reserved('c1', 4))
      .when({ type: 'RemoveStock', data: { itemId: 'i1', quantity: 2 } })
      .thenThrows(ShopStockInsufficient, (e) => expect(e.message).toBe('庫存不足，僅剩 1 件'));
    spec
      .given()
      .when({ type: 'RemoveStock', data: { itemId: 'i1', quantity: 1 } })
      .thenThrows(ShopItemNotFound);
    expect(spec.given(listed, added(5), removed(2)).state.items.get('i1')).toMatchObject({ available: 3, sold: 0 });
  });
});
