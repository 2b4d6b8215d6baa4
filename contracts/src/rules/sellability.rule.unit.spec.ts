import { messages } from '../messages/messages';
import { isProductSellable, parseTaipeiDateTime, productSellability, type SellabilityInput } from './sellability.rule';

const now = new Date('2025-06-01T12:00:00+08:00');
const onSale: SellabilityInput = { status: '1', release_date: null, draw_date: null };

describe('productSellability (000 §4, 001 §4)', () => {
  it.each<[string, SellabilityInput, ReturnType<typeof productSellability>]>([
    ['on sale with no dates', onSale, { sellable: true }],
    ['on sale with empty date strings', { status: '1', release_date: '', draw_date: ' ' }, { sellable: true }],
    ['status number 1 (not the string)', { ...onSale, status: 1 }, { sellable: false, reason: 'off_shelf', message: messages.product.offShelf }],
    ['status "0"', { ...onSale, status: '0' }, { sellable: false, reason: 'off_shelf', message: messages.product.offShelf }],
    ['status missing', { status: undefined }, { sellable: false, reason: 'off_shelf', message: messages.product.offShelf }],
    [
      'off shelf and not yet released',
      { status: '0', release_date: '2099-01-01' },
      { sellable: false, reason: 'off_shelf', message: messages.product.offShelf },
    ],
    ['released yesterday', { ...onSale, release_date: '2025-05-31 12:00:00' }, { sellable: true }],
    ['released at this very second', { ...onSale, release_date: '2025-06-01 12:00:00' }, { sellable: true }],
    [
      'released one second later',
      { ...onSale, release_date: '2025-06-01 12:00:01' },
      { sellable: false, reason: 'before_release', message: messages.product.notPurchasable },
    ],
    [
      'released later today (Taipei date only = midnight Taipei)',
      { ...onSale, release_date: '2025-06-02' },
      { sellable: false, reason: 'before_release', message: messages.product.notPurchasable },
    ],
    ['release given in UTC, already past', { ...onSale, release_date: '2025-06-01T03:59:59Z' }, { sellable: true }],
    [
      'release given in UTC, one second ahead',
      { ...onSale, release_date: '2025-06-01T04:00:01Z' },
      { sellable: false, reason: 'before_release', message: messages.product.notPurchasable },
    ],
    [
      'draw date ahead',
      { ...onSale, release_date: '2025-05-01', draw_date: '2025-06-01T13:00:00+08:00' },
      { sellable: false, reason: 'before_draw_date', message: messages.product.notPurchasable },
    ],
    ['draw date past', { ...onSale, draw_date: new Date('2025-06-01T11:00:00+08:00') }, { sellable: true }],
    [
      'unreadable release date',
      { ...onSale, release_date: 'next Tuesday' },
      { sellable: false, reason: 'invalid_date', message: messages.product.notPurchasable },
    ],
    [
      'impossible calendar date',
      { ...onSale, release_date: '2025-02-30' },
      { sellable: false, reason: 'invalid_date', message: messages.product.notPurchasable },
    ],
  ])('given a product %s when checked at noon Taipei then %j', (_, product, expected) => {
    expect(productSellability(product, now)).toEqual(expected);
    expect(isProductSellable(product, now)).toBe(expected.sellable);
  });
});

describe('parseTaipeiDateTime', () => {
  it.each([
    ['2025-06-01 12:00:00', '2025-06-01T04:00:00.000Z'],
    ['2025-06-01T12:00', '2025-06-01T04:00:00.000Z'],
    ['2025-06-01 12:00:00.5', '2025-06-01T04:00:00.500Z'],
    ['2025-06-01', '2025-05-31T16:00:00.000Z'],
    ['2025-06-01T12:00:00Z', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01T12:00:00.123+09:00', '2025-06-01T03:00:00.123Z'],
  ])('given %j then it is %s', (input, iso) => {
    expect(parseTaipeiDateTime(input)?.toISOString()).toBe(iso);
  });

  it.each(['', 'soon', '2025-13-01', '2025-06-31', '2025-06-01 24:00:00', '2025-06-01 12:60', '06/01/2025'])('given %j then null', (input) => {
    expect(parseTaipeiDateTime(input)).toBeNull();
  });

  it('given an invalid Date then null', () => {
    expect(parseTaipeiDateTime(new Date('x'))).toBeNull();
  });
});
