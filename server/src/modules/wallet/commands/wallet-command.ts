// Every wallet handler runs its decision on `wallet-<userId>` the same way. Many writers may race
// on one wallet (two tabs paying at once); each retry re-reads and decides again, so a debit can
// never overdraw, and after the attempts run out the caller gets CommandConflictError.
import type { EventMetadata, WalletEvent } from '@shop/contracts';
import type { EventStore } from '../../../event-store/event-store.port';
import { runCommand, type CommandResult } from '../../../platform/command-runner';
import { walletDecider, walletStreamId, type WalletCommand } from '../domain/wallet.decide';
import type { Wallet } from '../domain/wallet.state';

/** Enough for a burst of concurrent payments by one member; beyond it a clear conflict error. */
const WALLET_MAX_ATTEMPTS = 12;

export function runWalletCommand(
  store: EventStore,
  userId: string,
  command: WalletCommand,
  metadata: EventMetadata,
): Promise<CommandResult<Wallet, WalletEvent>> {
  return runCommand({ store, streamId: walletStreamId(userId), decider: walletDecider, command, metadata, maxAttempts: WALLET_MAX_ATTEMPTS });
}
