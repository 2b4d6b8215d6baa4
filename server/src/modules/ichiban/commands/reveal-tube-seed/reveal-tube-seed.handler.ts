// Publishes a sold-out tube's seed (TubeSeedRevealed): run after the final sale and by the
// recovery scan. Once only; a tube with tickets left refuses.
import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { tubeDecider } from '../../domain/tube.decide';
import { TubeSecrets } from '../../tube-secrets';

@Injectable()
export class RevealTubeSeedHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TubeSecrets) private readonly secrets: TubeSecrets,
  ) {}

  async execute(tubeId: string, metadata: EventMetadata): Promise<boolean> {
    const seedHex = await this.secrets.seed(tubeId);
    const result = await runCommand({
      store: this.store,
      streamId: `tube-${tubeId}`,
      decider: tubeDecider,
      command: { type: 'RevealTubeSeed', data: { tubeId, seedHex } },
      metadata,
    });
    return result.events.length > 0;
  }
}
