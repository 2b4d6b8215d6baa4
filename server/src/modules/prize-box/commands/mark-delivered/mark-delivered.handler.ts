// Records that a shipped parcel of the fulfilment queue reached the member, on the stream that
// shipped it: BoxItemsDelivered on the member's box (box_shipping) or OrderDelivered on the order
// (shop). A parcel not shipped yet cannot be delivered; confirming twice records it once.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { OrderNotShippable, OrderNotShipped, orderDecider, orderStreamId } from '../../../orders/orders.public';
import { ShippingOrderNotShipped, ShippingOrderUnknown, boxDecider, boxStreamId } from '../../domain/box.decide';
import { parcelOf } from '../parcel-of';
import { MarkDeliveredCommand } from './mark-delivered.command';

@CommandHandler(MarkDeliveredCommand)
export class MarkDeliveredHandler implements ICommandHandler<MarkDeliveredCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: MarkDeliveredCommand): Promise<void> {
    const { orderId, staffId, metadata } = cmd;
    const parcel = await parcelOf(this.store, orderId);
    if (parcel.kind === 'box_shipping') {
      await runCommand({
        store: this.store,
        streamId: boxStreamId(parcel.userId),
        decider: boxDecider,
        command: { type: 'MarkDelivered', data: { userId: parcel.userId, orderId, staffId }, now: new Date(metadata.occurredAt) },
        metadata,
      });
      return;
    }
    try {
      await runCommand({
        store: this.store,
        streamId: orderStreamId(orderId),
        decider: orderDecider,
        command: { type: 'DeliverOrder', data: { orderId, staffId } },
        metadata,
      });
    } catch (error) {
      if (error instanceof OrderNotShippable) throw new ShippingOrderUnknown(orderId);
      if (error instanceof OrderNotShipped) throw new ShippingOrderNotShipped(orderId);
      throw error;
    }
  }
}
