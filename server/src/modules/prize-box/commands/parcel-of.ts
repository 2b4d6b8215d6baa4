// Which kind of parcel an order of the fulfilment queue is, and whose: the order's own stream says.
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../../orders/orders.public';
import { ShippingOrderUnknown } from '../domain/box.decide';

export async function parcelOf(store: EventStore, orderId: string): Promise<{ kind: 'box_shipping' | 'shop'; userId: string }> {
  const { state: order } = await loadState({ store, streamId: orderStreamId(orderId), decider: orderDecider });
  if (order.status === 'none') throw new ShippingOrderUnknown(orderId);
  const { kind, userId } = order.placed;
  if (kind !== 'box_shipping' && kind !== 'shop') throw new ShippingOrderUnknown(orderId);
  return { kind, userId };
}
