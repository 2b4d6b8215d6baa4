// Sells an order's tickets on the tube's stream: the layout comes from the tube's secret seed,
// the clock and the random seed from the caller. Idempotent per order (tube.decide.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata, IchibanSelection, TubeEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand, type CommandResult } from '../../../../platform/command-runner';
import { TubeNotOpen, tubeDecider } from '../../domain/tube.decide';
import type { Tube } from '../../domain/tube.state';
import { TubeSecrets } from '../../tube-secrets';

export interface DrawTicketsRequest {
  orderId: string;
  userId: string;
  selection: IchibanSelection;
}

@Injectable()
export class DrawTicketsHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TubeSecrets) private readonly secrets: TubeSecrets,
  ) {}

  /** The tube as it stands now (for checks before an order is placed). */
  async load(tubeId: string): Promise<Tube> {
    return (await loadState({ store: this.store, streamId: `tube-${tubeId}`, decider: tubeDecider })).state;
  }

  async execute(req: DrawTicketsRequest, metadata: EventMetadata): Promise<CommandResult<Tube, TubeEvent>> {
    const { tubeId, numbers, count, fullPack, randomSeed } = req.selection;
    let layout = this.secrets.cachedLayout(tubeId);
    if (!layout) {
      const tube = await this.load(tubeId);
      if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
      layout = await this.secrets.layout(tube);
    }
    return runCommand({
      store: this.store,
      streamId: `tube-${tubeId}`,
      decider: tubeDecider,
      command: {
        type: 'DrawTickets',
        data: { tubeId, orderId: req.orderId, userId: req.userId, numbers, count, fullPack, randomSeed, layout },
        now: new Date(metadata.occurredAt),
      },
      metadata,
    });
  }
}
