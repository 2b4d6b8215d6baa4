import { QueryClient } from '@tanstack/react-query';
import { messages } from '@shop/contracts';
import { installFakeApi } from '../../testing/fake-api';
import { loadPrize } from './load-prize';
import { GachaLoadError } from './machines/gacha-animation.machine';

const detail = (status: string, items: unknown[]) => ({
  status: 200,
  body: {
    success: true,
    data: {
      order: {
        id: 'o-1',
        order_number: 'o-1',
        transaction_id: 'o-1',
        order_type: 'gashapon',
        product_id: '3001',
        product_name: '轉蛋',
        status,
        total_amount: 100,
        created_at: '',
      },
      items,
    },
  },
});
const drawnItem = { item_name: '星空睡', item_image_url: '/s.svg', quantity: 1, attributes: { rarity: 'secret' } };

describe('loading the prize a purchase drew', () => {
  it('while the capsule is being drawn (paid, no item yet) says so and asks again until it is drawn', async () => {
    let asks = 0;
    installFakeApi(() => (++asks < 3 ? detail('paid', []) : detail('completed', [drawnItem])));
    const onDrawing = jest.fn();
    const prize = await loadPrize(new QueryClient(), { productId: '3001', orderId: 'o-1', demo: false }, { onDrawing });
    expect(prize).toEqual({ name: '星空睡', imageUrl: '/s.svg', rarity: 'secret' });
    expect(asks).toBe(3);
    expect(onDrawing).toHaveBeenCalledTimes(2);
  }, 10_000);

  it('an order that ended without an item is a failure, never a wait', async () => {
    installFakeApi(() => detail('refunded', []));
    const loaded = loadPrize(new QueryClient(), { productId: '3001', orderId: 'o-1', demo: false });
    await expect(loaded).rejects.toBeInstanceOf(GachaLoadError);
    await expect(loaded).rejects.toThrow(messages.gacha.resultFailed);
  });
});
