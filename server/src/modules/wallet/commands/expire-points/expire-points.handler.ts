import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WalletEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runWalletCommand } from '../wallet-command';
import { ExpirePointsCommand } from './expire-points.command';

@CommandHandler(ExpirePointsCommand)
export class ExpirePointsHandler implements ICommandHandler<ExpirePointsCommand, WalletEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, metadata }: ExpirePointsCommand): Promise<WalletEvent[]> {
    const { events } = await runWalletCommand(
      this.store,
      userId,
      { type: 'ExpirePoints', data: { userId }, now: new Date(metadata.occurredAt) },
      metadata,
    );
    return events;
  }
}
