import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { PackageSecrets } from '../../package-secrets';
import { RevealPackageSeedCommand } from './reveal-package-seed.command';

/** Answers whether it published the seed now. */
@CommandHandler(RevealPackageSeedCommand)
export class RevealPackageSeedHandler implements ICommandHandler<RevealPackageSeedCommand, boolean> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PackageSecrets) private readonly secrets: PackageSecrets,
  ) {}

  async execute({ packageId, metadata }: RevealPackageSeedCommand): Promise<boolean> {
    const streamId = packageStreamId(packageId);
    const seedHex = await this.secrets.seed(packageId);
    const { state } = await loadState({ store: this.store, streamId, decider: packageDecider });
    const beacon = state.status === 'open' ? await this.secrets.beacon(state) : null;
    const { events } = await runCommand({
      store: this.store,
      streamId,
      decider: packageDecider,
      command: { type: 'RevealPackageSeed', data: { packageId, seedHex, beacon } },
      metadata,
    });
    return events.length > 0;
  }
}
