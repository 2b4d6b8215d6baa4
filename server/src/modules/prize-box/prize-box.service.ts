// Puts won prizes into `box-<userId>`, once per order however often it runs.
import { Inject, Injectable } from '@nestjs/common';
import type { BoxEvent, EventMetadata } from '@shop/contracts';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { runCommand } from '../../platform/command-runner';
import { boxDecider, type AddBoxItems } from './domain/box.decide';

@Injectable()
export class PrizeBoxService {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async add(data: AddBoxItems['data'], metadata: EventMetadata): Promise<BoxEvent[]> {
    const result = await runCommand({
      store: this.store,
      streamId: `box-${data.userId}`,
      decider: boxDecider,
      command: { type: 'AddBoxItems', data },
      metadata,
      // One member buying on several tubes at once appends to one box.
      maxAttempts: 12,
    });
    return result.events;
  }
}
