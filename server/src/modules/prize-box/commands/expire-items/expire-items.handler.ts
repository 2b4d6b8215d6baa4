// Expires, on the member's box stream, every waiting item whose storage ended by the command's
// clock (the box decider decides which; an item shipped or already expired is left alone).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BoxEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { boxDecider, boxStreamId } from '../../domain/box.decide';
import { ExpireItemsCommand } from './expire-items.command';

@CommandHandler(ExpireItemsCommand)
export class ExpireItemsHandler implements ICommandHandler<ExpireItemsCommand, BoxEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, metadata }: ExpireItemsCommand): Promise<BoxEvent[]> {
    const { events } = await runCommand({
      store: this.store,
      streamId: boxStreamId(userId),
      decider: boxDecider,
      command: { type: 'ExpireItems', data: { userId }, now: new Date(metadata.occurredAt) },
      metadata,
    });
    return events;
  }
}
