// One member's wallet folded from `wallet-<userId>` (through the command runner's cached fold):
// exact right after a payment or a recharge, and never a write.
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { walletDecider, walletStreamId } from '../domain/wallet.decide';
import type { Wallet } from '../domain/wallet.state';

@Injectable()
export class WalletReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async wallet(userId: string): Promise<Wallet> {
    return (await loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider })).state;
  }
}
