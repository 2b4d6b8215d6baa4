// Records BoxItemsShipped on the member's box: the order's stream says whose box, the box decider
// says whether the order is there and not shipped yet (a second mark is refused).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../../../orders/orders.public';
import { ShippingOrderUnknown, boxDecider, boxStreamId } from '../../domain/box.decide';
import { MarkShippedCommand } from './mark-shipped.command';

@CommandHandler(MarkShippedCommand)
export class MarkShippedHandler implements ICommandHandler<MarkShippedCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: MarkShippedCommand): Promise<void> {
    const { state: order } = await loadState({ store: this.store, streamId: orderStreamId(cmd.orderId), decider: orderDecider });
    if (order.status === 'none' || order.placed.kind !== 'box_shipping') throw new ShippingOrderUnknown(cmd.orderId);
    const userId = order.placed.userId;
    await runCommand({
      store: this.store,
      streamId: boxStreamId(userId),
      decider: boxDecider,
      command: {
        type: 'MarkShipped',
        data: { userId, orderId: cmd.orderId, carrier: cmd.carrier, trackingNumber: cmd.trackingNumber, staffId: cmd.staffId },
        now: new Date(cmd.metadata.occurredAt),
      },
      metadata: cmd.metadata,
    });
  }
}
