import type { ShopStockRow } from '@shop/projections';
import { liveMessages } from './live-messages';

describe('live messages for shop items', () => {
  it('tells each changed item’s room its units on sale, never below 0, and nothing for an unchanged one', () => {
    const row: ShopStockRow = {
      streamId: 'shop-stock',
      available: { s1: 2, s2: 0, s3: -1, s4: 9 },
      holds: {},
      changed: ['s1', 's3', 's1'],
      revision: 7,
    };
    expect(liveMessages([{ projection: 'shop-stock', rows: [row], deletedKeys: [] }], new Date())).toEqual([
      { room: 'shop-item:s1', event: 'shop-item:changed', message: { itemId: 's1', revision: 7, stock: 2 } },
      { room: 'shop-item:s3', event: 'shop-item:changed', message: { itemId: 's3', revision: 7, stock: 0 } },
    ]);
  });
});
