// Records that a parcel of the fulfilment queue left with the carrier. What the parcel is decides the
// stream: a box_shipping order's items leave the member's box (BoxItemsShipped, the box decider), a
// shop order's goods are the order's own (OrderShipped, the order decider). Both refuse a second mark.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { OrderAlreadyShipped, OrderNotShippable, orderDecider, orderStreamId } from '../../../orders/orders.public';
import { ShippingOrderAlreadyShipped, ShippingOrderUnknown, boxDecider, boxStreamId } from '../../domain/box.decide';
import { parcelOf } from '../parcel-of';
import { MarkShippedCommand } from './mark-shipped.command';

@CommandHandler(MarkShippedCommand)
export class MarkShippedHandler implements ICommandHandler<MarkShippedCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: MarkShippedCommand): Promise<void> {
    const { orderId, carrier, trackingNumber, staffId, metadata } = cmd;
    const parcel = await parcelOf(this.store, orderId);
    if (parcel.kind === 'box_shipping') {
      await runCommand({
        store: this.store,
        streamId: boxStreamId(parcel.userId),
        decider: boxDecider,
        command: {
          type: 'MarkShipped',
          data: { userId: parcel.userId, orderId, carrier, trackingNumber, staffId },
          now: new Date(metadata.occurredAt),
        },
        metadata,
      });
      return;
    }
    try {
      await runCommand({
        store: this.store,
        streamId: orderStreamId(orderId),
        decider: orderDecider,
        command: { type: 'ShipOrder', data: { orderId, carrier, trackingNumber, staffId } },
        metadata,
      });
    } catch (error) {
      if (error instanceof OrderNotShippable) throw new ShippingOrderUnknown(orderId);
      if (error instanceof OrderAlreadyShipped) throw new ShippingOrderAlreadyShipped(orderId);
      throw error;
    }
  }
}
