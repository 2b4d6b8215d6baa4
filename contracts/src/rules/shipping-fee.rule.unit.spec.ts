import type { BoxItemSource } from '../events/box.events';
import { boughtItemCount, freeShippingNotice, shippingFee } from './shipping-fee.rule';

const bought = (n: number): BoxItemSource[] => Array.from({ length: n }, (_, i) => (['ichiban', 'gacha', 'blindbox'] as const)[i % 3]);
const rewards = (n: number): BoxItemSource[] => Array.from({ length: n }, () => 'reward');

describe('the shipping fee', () => {
  it.each([
    [0, 60],
    [1, 60],
    [2, 60],
    [3, 60],
    [4, 60],
    [5, 0],
    [6, 0],
  ])('%i bought items cost %i', (n, fee) => expect(shippingFee(bought(n))).toBe(fee));

  it.each([
    [4, 1, 60],
    [4, 3, 60],
    [3, 2, 60],
    [5, 1, 0],
    [0, 6, 60],
  ])('%i bought items with %i not bought (gifts, prizes, redeemed) cost %i', (b, r, fee) => {
    expect(shippingFee([...rewards(r), ...bought(b)])).toBe(fee);
    expect(boughtItemCount([...rewards(r), ...bought(b)])).toBe(b);
  });

  it('is stated on the notice as applied', () => {
    expect(freeShippingNotice).toBe('同一次出貨滿 5 件即免運（活動獎品、贈品與兌換商品不列入計算），未滿 5 件運費 60 元');
  });
});
