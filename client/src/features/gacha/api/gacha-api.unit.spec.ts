import { QueryClient } from '@tanstack/react-query';
import type { GachaChangedMessage, GachaProductResponse } from '@shop/contracts';
import { installFakeApi } from '../../../testing/fake-api';
import { patchGachaProduct } from '../live/use-gacha-live';
import { gachaProductQueryOptions } from './gacha-api';

const answer = (remaining: number, round = 1): GachaProductResponse => ({
  success: true,
  product: {
    id: '3004',
    name: '轉蛋',
    type: 2,
    price: 120,
    discount_price: null,
    image_url: '/g.png',
    images: [],
    prizes: [],
    allow_point_payment: true,
    status: '1',
    release_date: null,
    draw_date: null,
    description: '',
    total_quantity: 28,
    remaining_quantity: remaining,
    sold_out: false,
    round,
    commitment: 'c',
    revealed_seed: null,
    chain_head: null,
  },
  items: [
    {
      id: '3004-1',
      name: '一號',
      image_url: '/1.png',
      rarity: 'common',
      quantity: 28,
      remaining_quantity: remaining,
      probability: 1,
      collection_count: 0,
      is_collected: false,
    },
  ],
  collection_status: { totalItems: 1, collectedItems: 0, collected_item_ids: [], is_authenticated: true },
});

const notice = (remaining: number): GachaChangedMessage => ({
  productId: '3004',
  revision: 2,
  round: 1,
  remainingQuantity: remaining,
  totalQuantity: 28,
  soldOut: false,
  items: [{ id: '3004-1', remaining_quantity: remaining }],
  revealedSeed: null,
  chainHead: null,
});

describe('the gacha machine query', () => {
  it('keeps the stock a live notice lowered when a refetch answers from a read model behind it', async () => {
    let served = answer(27);
    installFakeApi(() => ({ status: 200, body: served }));
    const client = new QueryClient();
    const options = gachaProductQueryOptions('3004');
    await client.fetchQuery(options);
    // Another purchase is pushed: 26 left.
    client.setQueryData<GachaProductResponse>(options.queryKey, (c) => (c ? patchGachaProduct(c, notice(26)) : c));
    // The refetch after one's own purchase still reads 27, and now has the caller's collection.
    served = { ...answer(27), items: [{ ...answer(27).items[0]!, collection_count: 1, is_collected: true }] };
    await client.refetchQueries({ queryKey: options.queryKey });
    const shown = client.getQueryData<GachaProductResponse>(options.queryKey)!;
    expect(shown.product.remaining_quantity).toBe(26);
    expect(shown.items[0]).toMatchObject({ remaining_quantity: 26, is_collected: true });
    // A lower count, or a new round, is taken as served.
    served = answer(25);
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData<GachaProductResponse>(options.queryKey)!.product.remaining_quantity).toBe(25);
    served = answer(28, 2);
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData<GachaProductResponse>(options.queryKey)!.product.remaining_quantity).toBe(28);
  });
});
