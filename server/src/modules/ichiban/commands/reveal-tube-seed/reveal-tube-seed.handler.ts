// Publishes a sold-out tube's seed (TubeSeedRevealed). A purchase that sells the final ticket
// reveals in its own commit; this runs for the recovery, when a step-wise purchase stopped short
// of it. Once only; a tube with tickets left refuses. Answers whether it revealed now.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { tubeDecider } from '../../domain/tube.decide';
import { TubeSecrets } from '../../tube-secrets';
import { RevealTubeSeedCommand } from './reveal-tube-seed.command';

@CommandHandler(RevealTubeSeedCommand)
export class RevealTubeSeedHandler implements ICommandHandler<RevealTubeSeedCommand, boolean> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TubeSecrets) private readonly secrets: TubeSecrets,
  ) {}

  async execute({ tubeId, metadata }: RevealTubeSeedCommand): Promise<boolean> {
    const streamId = `tube-${tubeId}`;
    const seedHex = await this.secrets.seed(tubeId);
    const { state } = await loadState({ store: this.store, streamId, decider: tubeDecider });
    const beacon = state.status === 'open' ? await this.secrets.beacon(state) : null;
    const result = await runCommand({
      store: this.store,
      streamId,
      decider: tubeDecider,
      command: { type: 'RevealTubeSeed', data: { tubeId, seedHex, beacon } },
      metadata,
    });
    return result.events.length > 0;
  }
}
