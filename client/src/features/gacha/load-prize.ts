// What the animation reveals: the order's item (GET /orders/id/{orderId}), or in demo mode a sample
// item of the machine — nothing is drawn or charged then. Each failure carries the spec's message.
// A paid capsule waits for the beacon round its purchase named (抽選中): the order is asked again
// every second until it is drawn, however late the beacon is; `onDrawing` lets the page say so.
import { messages } from '@shop/contracts';
import { getOrderDetail, gachaProductQueryOptions } from './api/gacha-api';
import { GachaLoadError, type GachaPrize } from './machines/gacha-animation.machine';
import type { QueryClient } from '@tanstack/react-query';

const m = messages.gacha;

/** How often a capsule being drawn is asked for. */
export const DRAWING_POLL_MS = 1000;

export async function loadPrize(
  queryClient: QueryClient,
  { productId, orderId, demo }: { productId: string | null; orderId: string | null; demo: boolean },
  { onDrawing, signal }: { onDrawing?: () => void; signal?: AbortSignal } = {},
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
  for (;;) {
    try {
      detail = await getOrderDetail(orderId, signal);
    } catch {
      throw new GachaLoadError(m.orderDetailFailed);
    }
    // Paid, its capsule not drawn yet: the beacon round it waits for is still to come.
    if (detail.data.items.length > 0 || detail.data.order.status !== 'paid') break;
    onDrawing?.();
    await new Promise((resolve) => setTimeout(resolve, DRAWING_POLL_MS));
    if (signal?.aborted) throw new GachaLoadError(m.resultFailed);
  }
  const item = detail.data.items[0];
  const rarity = item?.attributes.rarity;
  if (!item || (rarity !== 'common' && rarity !== 'rare' && rarity !== 'secret')) throw new GachaLoadError(m.resultFailed);
  return { name: item.item_name, imageUrl: item.item_image_url, rarity };
}
