// Records OrderCardRefunded on the order's stream: the order decider says whether anything is
// still owed back to the card (a second mark is refused).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderCardRefunded } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../../domain/order.decide';
import { MarkCardRefundedCommand } from './mark-card-refunded.command';

@CommandHandler(MarkCardRefundedCommand)
export class MarkCardRefundedHandler implements ICommandHandler<MarkCardRefundedCommand, OrderCardRefunded['data']> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: MarkCardRefundedCommand): Promise<OrderCardRefunded['data']> {
    const { events } = await runCommand({
      store: this.store,
      streamId: orderStreamId(cmd.orderId),
      decider: orderDecider,
      command: { type: 'MarkCardRefunded', data: { orderId: cmd.orderId, reference: cmd.reference, staffId: cmd.staffId } },
      metadata: cmd.metadata,
    });
    const refunded = events.find((e): e is OrderCardRefunded => e.type === 'OrderCardRefunded');
    if (!refunded) throw new Error(`order ${cmd.orderId}: MarkCardRefunded decided no refund`);
    return refunded.data;
  }
}
