import type { GachaMachineRow, ShopStockRow } from '@shop/projections';
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

describe('live messages for capsule machines', () => {
  it('tell the machine’s room its stock, the revealed seed and the chain head', () => {
    const row: GachaMachineRow = {
      machineId: '3002',
      productId: '3002',
      round: 1,
      items: [{ id: 'cat', name: '貓', rarity: 'common', image_url: '', quantity: 1, remaining: 0 }],
      totalQuantity: 1,
      remainingQuantity: 0,
      soldOut: true,
      commitment: 'c'.repeat(64),
      revealedSeed: 'a'.repeat(64),
      headHash: 'd'.repeat(64),
      revision: 3,
    };
    expect(liveMessages([{ projection: 'gacha-machine', rows: [row], deletedKeys: [] }], new Date())).toEqual([
      {
        room: 'gacha:3002',
        event: 'gacha:changed',
        message: {
          productId: '3002',
          revision: 3,
          round: 1,
          totalQuantity: 1,
          remainingQuantity: 0,
          items: [{ id: 'cat', remaining_quantity: 0 }],
          soldOut: true,
          revealedSeed: 'a'.repeat(64),
          chainHead: { revision: 3, hash: 'd'.repeat(64) },
        },
      },
    ]);
  });
});
