// A blind-box order's items as the result page and the whole-box answer show them.
import type { BlindboxResultItem } from '@shop/contracts';
import type { Order } from '../../orders/orders.public';

export function resultItems(order: Exclude<Order, { status: 'none' }>): BlindboxResultItem[] {
  const placed = order.placed;
  if (placed.kind !== 'blindbox') return [];
  return order.prizes.map((p) => ({
    item_index: p.number - 1,
    item_name: p.prizeName,
    item_image_url: p.imageUrl,
    rarity: p.rarity ?? null,
    package_id: placed.blindbox.packageId,
    product_id: placed.productId,
  }));
}
