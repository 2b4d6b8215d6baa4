import type { GachaMachineRow, ShopStockRow, HoldLineRow } from '@shop/projections';
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

describe('live messages for a tube’s line', () => {
  it('tell the tube’s room the tickets in order with their wait and the running offer, never who holds them', () => {
    const now = new Date('2026-11-27T20:00:00.000Z');
    const row: HoldLineRow = {
      lineId: 'tube-line-1002-1',
      container: 'tube',
      containerId: '1002-1',
      waiting: [
        { ticket: 'tb', userId: 'u-b' },
        { ticket: 'tc', userId: 'u-c' },
      ],
      offer: { ticket: 'ta', userId: 'u-a', expiresAt: '2026-11-27T20:00:20.000Z' },
      closed: false,
      holdEndsAt: null,
      lastOfferedAt: new Date('2026-11-27T19:59:50.000Z'),
      handOvers: 2,
      handOverMs: 200_000,
      revision: 9,
    };
    const messages = liveMessages([{ projection: 'hold-line', rows: [row], deletedKeys: [] }], now);
    expect(messages).toEqual([
      {
        room: 'tube:1002-1',
        event: 'line:changed',
        message: {
          container: 'tube',
          containerId: '1002-1',
          revision: 9,
          waiting: [
            { ticket: 'tb', eta_seconds: 100 },
            { ticket: 'tc', eta_seconds: 200 },
          ],
          offer: { ticket: 'ta', remain: 20 },
        },
      },
    ]);
    expect(JSON.stringify(messages)).not.toMatch(/u-[abc]/);
  });
});
