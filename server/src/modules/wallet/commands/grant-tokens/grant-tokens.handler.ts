import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import type { Wallet } from '../../domain/wallet.state';
import { runWalletCommand } from '../wallet-command';
import { GrantTokensCommand } from './grant-tokens.command';

@CommandHandler(GrantTokensCommand)
export class GrantTokensHandler implements ICommandHandler<GrantTokensCommand, Wallet> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ grant, metadata }: GrantTokensCommand): Promise<Wallet> {
    const { state } = await runWalletCommand(
      this.store,
      grant.userId,
      { type: 'CreditTokens', data: { ...grant, reference: `admin:${grant.reference}`, source: 'admin' } },
      metadata,
    );
    return state;
  }
}
