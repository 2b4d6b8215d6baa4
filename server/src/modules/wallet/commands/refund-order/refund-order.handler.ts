import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runWalletCommand } from '../wallet-command';
import { RefundOrderCommand } from './refund-order.command';

@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId, userId, reason, metadata }: RefundOrderCommand): Promise<void> {
    await runWalletCommand(this.store, userId, { type: 'RefundOrder', data: { userId, orderId, reason }, now: new Date(metadata.occurredAt) }, metadata);
  }
}
