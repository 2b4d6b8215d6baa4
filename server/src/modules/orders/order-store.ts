// Runs order commands on `order-<id>` and folds an order for reads.
import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata } from '@shop/contracts';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { loadState, runCommand } from '../../platform/command-runner';
import { orderDecider, type OrderCommand } from './domain/order.decide';
import type { Order } from './domain/order.state';

export const orderStreamId = (orderId: string) => `order-${orderId}`;

@Injectable()
export class OrderStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(orderId: string, command: OrderCommand, metadata: EventMetadata): Promise<Order> {
    const result = await runCommand({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider, command, metadata });
    return result.state;
  }

  async load(orderId: string): Promise<Order> {
    return (await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider })).state;
  }
}
