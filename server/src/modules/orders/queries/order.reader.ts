// Reads one order, folded from its `order-<id>` stream (exact right after a purchase, unlike the
// order read model). Orders are written only by the purchase core (server/src/purchases).
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../domain/order.decide';
import type { Order } from '../domain/order.state';

@Injectable()
export class OrderReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(orderId: string): Promise<Order> {
    return (await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider })).state;
  }
}
