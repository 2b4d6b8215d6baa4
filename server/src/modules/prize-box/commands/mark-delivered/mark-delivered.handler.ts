// Records BoxItemsDelivered on the member's box: the order's stream says whose box, the box decider
// says whether the order's parcel left (a parcel not shipped yet cannot be delivered) and records it once.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../../../orders/orders.public';
import { ShippingOrderUnknown, boxDecider, boxStreamId } from '../../domain/box.decide';
import { MarkDeliveredCommand } from './mark-delivered.command';

@CommandHandler(MarkDeliveredCommand)
export class MarkDeliveredHandler implements ICommandHandler<MarkDeliveredCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: MarkDeliveredCommand): Promise<void> {
    const { state: order } = await loadState({ store: this.store, streamId: orderStreamId(cmd.orderId), decider: orderDecider });
    if (order.status === 'none' || order.placed.kind !== 'box_shipping') throw new ShippingOrderUnknown(cmd.orderId);
    const userId = order.placed.userId;
    await runCommand({
      store: this.store,
      streamId: boxStreamId(userId),
      decider: boxDecider,
      command: { type: 'MarkDelivered', data: { userId, orderId: cmd.orderId, staffId: cmd.staffId }, now: new Date(cmd.metadata.occurredAt) },
      metadata: cmd.metadata,
    });
  }
}
