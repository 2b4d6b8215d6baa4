import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BoxEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { boxDecider, boxStreamId } from '../../domain/box.decide';
import { AddBoxItemsCommand } from './add-box-items.command';

@CommandHandler(AddBoxItemsCommand)
export class AddBoxItemsHandler implements ICommandHandler<AddBoxItemsCommand, BoxEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ data, metadata }: AddBoxItemsCommand): Promise<BoxEvent[]> {
    const result = await runCommand({
      store: this.store,
      streamId: boxStreamId(data.userId),
      decider: boxDecider,
      command: { type: 'AddBoxItems', data },
      metadata,
      // One member buying on several tubes at once appends to one box.
      maxAttempts: 12,
    });
    return result.events;
  }
}
