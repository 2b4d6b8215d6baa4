// Runs wallet commands on `wallet-<userId>` and folds a wallet for reads. Many writers may race
// on one wallet (two tabs paying at once); each retry re-reads and decides again, so a debit
// can never overdraw, and after the attempts run out the caller gets CommandConflictError.
import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata, WalletEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { loadState, runCommand, type CommandResult } from '../../platform/command-runner';
import { walletDecider, walletStreamId, type WalletCommand } from './domain/wallet.decide';
import type { Wallet } from './domain/wallet.state';

/** Enough for a burst of concurrent payments by one member; beyond it a clear conflict error. */
const WALLET_MAX_ATTEMPTS = 12;

@Injectable()
export class WalletStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute(userId: string, command: WalletCommand, metadata: EventMetadata): Promise<CommandResult<Wallet, WalletEvent>> {
    return runCommand({
      store: this.store,
      streamId: walletStreamId(userId),
      decider: walletDecider,
      command,
      metadata,
      maxAttempts: WALLET_MAX_ATTEMPTS,
    });
  }

  async load(userId: string): Promise<Wallet> {
    return (await loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider })).state;
  }
}
