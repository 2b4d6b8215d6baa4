import type { BoxEvent, BoxItemSource } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  BoxItemUnavailable,
  EmptyBoxAddition,
  NothingToShip,
  ShippingFeeMismatch,
  ShippingOrderAlreadyShipped,
  ShippingOrderNotShipped,
  ShippingOrderUnknown,
  ShippingOrderWasCancelled,
  boxDecider,
  type BoxCommand,
} from './box.decide';
import { statusAt, storageDaysLeft } from './box.state';

const spec = deciderSpec(boxDecider);
const DAY = 86_400_000;
const arrived = new Date('2026-11-01T00:00:00Z');
const later = (days: number) => new Date(arrived.getTime() + days * DAY);
const now = later(1);

const item = { itemId: 'o1-3', source: 'ichiban' as const, productId: 'p1', tier: 'A' as const, name: 'A賞', imageUrl: '/a.png' };
const add: BoxCommand = { type: 'AddBoxItems', data: { userId: 'u1', orderId: 'o1', items: [item] }, now: arrived };
const added = (itemId = 'o1-3', source: BoxItemSource = 'ichiban', extra: object = {}): BoxEvent => ({
  type: 'BoxItemAdded',
  data: { ...item, itemId, source, userId: 'u1', orderId: `order-${itemId}`, addedAt: arrived.toISOString(), ...extra },
});
const selected = (itemId = 'o1-3'): BoxEvent => ({ type: 'BoxItemSelected', data: { userId: 'u1', itemId } });
const cancelled = (itemId = 'o1-3'): BoxEvent => ({ type: 'BoxItemSelectionCancelled', data: { userId: 'u1', itemId } });
const expired = (itemId = 'o1-3'): BoxEvent => ({ type: 'BoxItemExpired', data: { userId: 'u1', itemId } });
const select = (itemIds: string[], at = now): BoxCommand => ({ type: 'SelectForShipping', data: { userId: 'u1', itemIds }, now: at });
const cancel = (itemId = 'o1-3', at = now): BoxCommand => ({ type: 'CancelSelection', data: { userId: 'u1', itemId }, now: at });
const place = (itemIds: string[], fee: number, orderId = 's1', at = now): BoxCommand => ({
  type: 'PlaceShippingOrder',
  data: { userId: 'u1', orderId, itemIds, fee, shippingMethod: 'standard' },
  now: at,
});
const placed = (itemIds: string[], fee: number, boughtCount: number, orderId = 's1'): BoxEvent => ({
  type: 'ShippingOrderPlaced',
  data: { userId: 'u1', orderId, itemIds, boughtCount, fee, shippingMethod: 'standard' },
});
const ship: BoxCommand = {
  type: 'MarkShipped',
  data: { userId: 'u1', orderId: 's1', carrier: '黑貓宅急便', trackingNumber: '9001', staffId: 'staff' },
  now,
};
const shipped = (itemIds: string[]): BoxEvent => ({
  type: 'BoxItemsShipped',
  data: { userId: 'u1', orderId: 's1', carrier: '黑貓宅急便', trackingNumber: '9001', staffId: 'staff', itemIds },
});
const ids = (n: number, prefix = 'i') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('the prize box', () => {
  describe('prizes arriving', () => {
    it('adds an order’s prizes with their arrival time', () =>
      spec
        .given()
        .when(add)
        .then([{ type: 'BoxItemAdded', data: { ...item, userId: 'u1', orderId: 'o1', addedAt: arrived.toISOString() } }]));
    it('adds them once however often the step runs', () =>
      spec
        .given({ type: 'BoxItemAdded', data: { ...item, userId: 'u1', orderId: 'o1', addedAt: arrived.toISOString() } })
        .when(add)
        .thenNothingHappens());
    it('refuses an addition with nothing in it', () =>
      spec
        .given()
        .when({ ...add, data: { ...add.data, items: [] } } as BoxCommand)
        .thenThrows(EmptyBoxAddition));
  });

  describe('item states', () => {
    it('is available on arrival, with its storage days counting down', () => {
      const state = spec.given(added()).state;
      const it = state.items.get('o1-3')!;
      expect(statusAt(it, now)).toBe('available');
      expect(storageDaysLeft(it, arrived)).toBe(90);
      expect(storageDaysLeft(it, later(89.5))).toBe(1);
      expect(storageDaysLeft(it, later(90))).toBe(0);
    });
    it('is pending (預購中) before its preorder date, available from it', () => {
      const state = spec.given(added('o1-3', 'ichiban', { preorderAt: later(10).toISOString() })).state;
      expect(statusAt(state.items.get('o1-3')!, later(9))).toBe('pending');
      expect(statusAt(state.items.get('o1-3')!, later(10))).toBe('available');
    });
    it('is selected, then paid, then shipped', () => {
      const s = (events: BoxEvent[]) => statusAt(spec.given(...events).state.items.get('o1-3')!, now);
      expect(s([added(), selected()])).toBe('selected');
      expect(s([added(), selected(), cancelled()])).toBe('available');
      expect(s([added(), selected(), placed(['o1-3'], 60, 1)])).toBe('paid');
      expect(s([added(), selected(), placed(['o1-3'], 60, 1), shipped(['o1-3'])])).toBe('shipped');
      expect(s([added(), expired()])).toBe('expired');
    });
    it('never expires an item added before storage was limited', () => {
      const state = spec.given(added('o1-3', 'ichiban', { addedAt: undefined })).state;
      expect(statusAt(state.items.get('o1-3')!, later(5000))).toBe('available');
      expect(storageDaysLeft(state.items.get('o1-3')!, later(5000))).toBeNull();
    });
  });

  describe('selecting for shipping', () => {
    it('selects an available item', () =>
      spec
        .given(added())
        .when(select(['o1-3']))
        .then([selected()]));
    it('selects a batch', () =>
      spec
        .given(added('a'), added('b'))
        .when(select(['a', 'b']))
        .then([selected('a'), selected('b')]));
    it('selecting the same item twice selects it once', () => {
      spec
        .given(added())
        .when(select(['o1-3', 'o1-3']))
        .then([selected()]);
      spec
        .given(added(), selected())
        .when(select(['o1-3']))
        .thenNothingHappens();
    });
    it('refuses an item not in the box, and the whole batch with it', () =>
      spec
        .given(added('a'))
        .when(select(['a', 'nope']))
        .thenThrows(BoxItemUnavailable, (e) => expect(e.message).toBe('找不到指定的商品或商品狀態不正確')));
    it('refuses paid, shipped, expired and preorder items', () => {
      spec
        .given(added(), placed(['o1-3'], 60, 1))
        .when(select(['o1-3']))
        .thenThrows(BoxItemUnavailable);
      spec
        .given(added(), placed(['o1-3'], 60, 1), shipped(['o1-3']))
        .when(select(['o1-3']))
        .thenThrows(BoxItemUnavailable);
      spec
        .given(added(), expired())
        .when(select(['o1-3']))
        .thenThrows(BoxItemUnavailable);
      spec
        .given(added('o1-3', 'ichiban', { preorderAt: later(10).toISOString() }))
        .when(select(['o1-3']))
        .thenThrows(BoxItemUnavailable);
    });
    it('refuses nothing selected', () => spec.given(added()).when(select([])).thenThrows(NothingToShip));
  });

  describe('cancelling a selection', () => {
    it('puts a selected item back', () => spec.given(added(), selected()).when(cancel()).then([cancelled()]));
    it('changes nothing for an item that is not selected', () => spec.given(added()).when(cancel()).thenNothingHappens());
    it('refuses a paid item (ship requests cannot be changed)', () =>
      spec
        .given(added(), placed(['o1-3'], 60, 1))
        .when(cancel())
        .thenThrows(BoxItemUnavailable));
  });

  describe('expiry by the command’s clock', () => {
    it('records nothing before storage ends', () =>
      spec
        .given(added())
        .when({ type: 'ExpireItems', data: { userId: 'u1' }, now: later(89) })
        .thenNothingHappens());
    it('expires waiting items (available or selected) once storage ends', () =>
      spec
        .given(added('a'), added('b'), selected('b'), added('c'), placed(['c'], 60, 1))
        .when({ type: 'ExpireItems', data: { userId: 'u1' }, now: later(90) })
        .then([expired('a'), expired('b')]));
    it('records expiries first when a later command runs', () =>
      spec
        .given(added('a'), added('b', 'ichiban', { addedAt: later(60).toISOString() }))
        .when(select(['b'], later(95)))
        .then([expired('a'), selected('b')]));
    it('refuses to select or ship an item whose storage ended', () => {
      spec
        .given(added())
        .when(select(['o1-3'], later(90)))
        .thenThrows(BoxItemUnavailable);
      spec
        .given(added(), selected())
        .when(place(['o1-3'], 60, 's1', later(91)))
        .thenThrows(BoxItemUnavailable);
    });
  });

  describe('the shipping fee (free from 5 bought items; gifts, prizes and redeemed goods do not count)', () => {
    const table: [number, number, number][] = [
      // bought, not bought (reward), fee
      [1, 0, 60],
      [2, 0, 60],
      [3, 0, 60],
      [4, 0, 60],
      [5, 0, 0],
      [6, 0, 0],
      [0, 1, 60],
      [4, 1, 60],
      [4, 2, 60],
      [3, 3, 60],
      [5, 1, 0],
      [0, 6, 60],
    ];
    it.each(table)('%i bought and %i not bought cost %i', (b, r, fee) => {
      const bought = ids(b, 'b');
      const rewards = ids(r, 'r');
      const given = [...bought.map((id) => added(id)), ...rewards.map((id) => added(id, 'reward'))];
      const all = [...bought, ...rewards];
      spec
        .given(...given)
        .when(place(all, fee))
        .then([placed(all, fee, b)]);
      spec
        .given(...given)
        .when(place(all, fee === 0 ? 60 : 0))
        .thenThrows(ShippingFeeMismatch);
    });
    it('refuses an order with no items', () => spec.given(added()).when(place([], 60)).thenThrows(NothingToShip));
    it('ships available and selected items alike', () =>
      spec
        .given(added('a'), added('b'), selected('b'))
        .when(place(['a', 'b'], 60))
        .then([placed(['a', 'b'], 60, 2)]));
  });

  describe('concurrency', () => {
    it('an item shipped by one order cannot be shipped by another', () =>
      spec
        .given(added('a'), added('b'), placed(['a'], 60, 1, 's1'))
        .when(place(['a', 'b'], 60, 's2'))
        .thenThrows(BoxItemUnavailable, (e) => expect((e as BoxItemUnavailable).itemId).toBe('a')));
    it('the same order placed again (a retried step) changes nothing', () =>
      spec
        .given(added('a'), placed(['a'], 60, 1, 's1'))
        .when(place(['a'], 60, 's1'))
        .thenNothingHappens());
    it('staff mark a paid order shipped once; the second time is refused', () => {
      spec
        .given(added('a'), placed(['a'], 60, 1))
        .when(ship)
        .then([shipped(['a'])]);
      spec
        .given(added('a'), placed(['a'], 60, 1), shipped(['a']))
        .when(ship)
        .thenThrows(ShippingOrderAlreadyShipped);
    });
    it('refuses to ship an order the box does not have', () => spec.given(added('a')).when(ship).thenThrows(ShippingOrderUnknown));
  });

  describe('delivery', () => {
    const deliver: BoxCommand = { type: 'MarkDelivered', data: { userId: 'u1', orderId: 's1', staffId: 'staff' }, now };
    const delivered: BoxEvent = { type: 'BoxItemsDelivered', data: { userId: 'u1', orderId: 's1', staffId: 'staff', itemIds: ['a'] } };
    it('staff confirm a shipped parcel delivered', () =>
      spec
        .given(added('a'), placed(['a'], 60, 1), shipped(['a']))
        .when(deliver)
        .then([delivered]));
    it('confirming again changes nothing', () =>
      spec
        .given(added('a'), placed(['a'], 60, 1), shipped(['a']), delivered)
        .when(deliver)
        .thenNothingHappens());
    it('a parcel that has not left cannot be delivered', () =>
      spec
        .given(added('a'), placed(['a'], 60, 1))
        .when(deliver)
        .thenThrows(ShippingOrderNotShipped));
    it('refuses an order the box does not have', () => spec.given(added('a')).when(deliver).thenThrows(ShippingOrderUnknown));
    it('a delivered order can no longer be shipped', () =>
      spec
        .given(added('a'), placed(['a'], 60, 1), shipped(['a']), delivered)
        .when(ship)
        .thenThrows(ShippingOrderAlreadyShipped));
  });

  describe('support cancelling a shipping order (a correction)', () => {
    const cancelShipping: BoxCommand = {
      type: 'CancelShippingOrder',
      data: { userId: 'u1', orderId: 's1', staffId: 'staff', reason: '會員改地址' },
      now,
    };
    const shippingCancelled: BoxEvent = {
      type: 'ShippingOrderCancelled',
      data: { userId: 'u1', orderId: 's1', staffId: 'staff', reason: '會員改地址', itemIds: ['a', 'b'] },
    };
    it('puts a paid order’s items back in the box with the staff member and the reason', () =>
      spec
        .given(added('a'), added('b'), placed(['a', 'b'], 60, 2))
        .when(cancelShipping)
        .then([shippingCancelled]));
    it('leaves its items available to ship again', () => {
      const { state } = spec.given(added('a'), added('b'), placed(['a', 'b'], 60, 2), shippingCancelled);
      expect([...state.items.values()].map((i) => [i.itemId, statusAt(i, now), i.shippingOrderId])).toEqual([
        ['a', 'available', null],
        ['b', 'available', null],
      ]);
      spec
        .given(added('a'), added('b'), placed(['a', 'b'], 60, 2), shippingCancelled)
        .when(place(['a'], 60, 's2'))
        .then([placed(['a'], 60, 1, 's2')]);
    });
    it('cancelling again changes nothing', () =>
      spec
        .given(added('a'), added('b'), placed(['a', 'b'], 60, 2), shippingCancelled)
        .when(cancelShipping)
        .thenNothingHappens());
    it('a parcel that left cannot be cancelled', () =>
      spec
        .given(added('a'), added('b'), placed(['a', 'b'], 60, 2), shipped(['a', 'b']))
        .when(cancelShipping)
        .thenThrows(ShippingOrderAlreadyShipped, (e) => expect(e.message).toBe('此出貨訂單已出貨')));
    it('refuses an order the box does not have', () => spec.given(added('a')).when(cancelShipping).thenThrows(ShippingOrderUnknown));
    it('a cancelled order can no longer be shipped', () =>
      spec
        .given(added('a'), added('b'), placed(['a', 'b'], 60, 2), shippingCancelled)
        .when(ship)
        .thenThrows(ShippingOrderWasCancelled));
  });
});
