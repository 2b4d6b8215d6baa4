import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import type { Wallet } from '../../domain/wallet.state';
import { runWalletCommand } from '../wallet-command';
import { AdjustPointsCommand } from './adjust-points.command';

@CommandHandler(AdjustPointsCommand)
export class AdjustPointsHandler implements ICommandHandler<AdjustPointsCommand, Wallet> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, metadata }: AdjustPointsCommand): Promise<Wallet> {
    const { state } = await runWalletCommand(
      this.store,
      change.userId,
      { type: 'AdjustPoints', data: change, now: new Date(metadata.occurredAt) },
      metadata,
    );
    return state;
  }
}
