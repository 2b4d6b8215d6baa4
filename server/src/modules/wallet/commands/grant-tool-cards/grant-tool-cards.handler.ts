import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import type { Wallet } from '../../domain/wallet.state';
import { runWalletCommand } from '../wallet-command';
import { GrantToolCardsCommand } from './grant-tool-cards.command';

@CommandHandler(GrantToolCardsCommand)
export class GrantToolCardsHandler implements ICommandHandler<GrantToolCardsCommand, Wallet> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ grant, metadata }: GrantToolCardsCommand): Promise<Wallet> {
    const { state } = await runWalletCommand(this.store, grant.userId, { type: 'GrantToolCards', data: grant }, metadata);
    return state;
  }
}
