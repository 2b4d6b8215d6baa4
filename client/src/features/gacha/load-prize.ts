// What the animation reveals: the order's item (GET /orders/id/{orderId}), or in demo mode a sample
// item of the machine — nothing is drawn or charged then. Each failure carries the spec's message.
import { messages } from '@shop/contracts';
import { getOrderDetail, gachaProductQueryOptions } from './api/gacha-api';
import { GachaLoadError, type GachaPrize } from './machines/gacha-animation.machine';
import type { QueryClient } from '@tanstack/react-query';

const m = messages.gacha;

export async function loadPrize(
  queryClient: QueryClient,
  { productId, orderId, demo }: { productId: string | null; orderId: string | null; demo: boolean },
): Promise<GachaPrize> {
  if (!productId) throw new GachaLoadError(m.productIdMissing);
  if (demo) {
    let items;
    try {
      items = (await queryClient.fetchQuery(gachaProductQueryOptions(productId))).items;
    } catch {
      throw new GachaLoadError(m.fetchDataFailed);
    }
    if (items.length === 0) throw new GachaLoadError(m.noItems);
    const sample = items[Math.floor(Math.random() * items.length)]!;
    return { name: sample.name, imageUrl: sample.image_url, rarity: sample.rarity };
  }
  if (!orderId) throw new GachaLoadError(m.resultFailed);
  let detail;
  try {
    detail = await getOrderDetail(orderId);
  } catch {
    throw new GachaLoadError(m.orderDetailFailed);
  }
  const item = detail.data.items[0];
  const rarity = item?.attributes.rarity;
  if (!item || (rarity !== 'common' && rarity !== 'rare' && rarity !== 'secret')) throw new GachaLoadError(m.resultFailed);
  return { name: item.item_name, imageUrl: item.item_image_url, rarity };
}
