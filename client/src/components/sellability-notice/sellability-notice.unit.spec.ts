import { messages, productSellability } from '@shop/contracts';
import { sellabilityText } from './sellability-notice';

const now = new Date('2099-05-31T12:00:00Z');
const text = (product: Parameters<typeof productSellability>[0]) => sellabilityText(product, productSellability(product, now));

it('says nothing while the product can be bought', () => {
  expect(text({ status: '1', release_date: '2099-05-01T00:00:00Z', draw_date: null })).toBeNull();
});

it('gives the Taipei date the product goes on sale, whatever zone the browser is in', () => {
  // 2099-06-01 12:00 UTC is 20:00 in Taipei.
  const shown = text({ status: '1', release_date: '2099-06-01T12:00:00.000Z', draw_date: null });
  expect(shown).toMatch(new RegExp(`^${messages.product.notPurchasable}（2099.*6.*1.*8:00 開賣）$`));
});

it('gives the date the draws open once the sale has started', () => {
  const shown = text({ status: '1', release_date: '2099-05-01T00:00:00Z', draw_date: '2099-06-02T12:00:00.000Z' });
  expect(shown).toMatch(/（2099.*6.*2.*開抽）$/);
});

it('says the product is off the shelf without a date', () => {
  expect(text({ status: '0', release_date: '2099-06-01T12:00:00.000Z' })).toBe(messages.product.offShelf);
});
