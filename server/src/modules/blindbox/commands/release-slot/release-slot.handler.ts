import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { ReleaseSlotCommand } from './release-slot.command';

@CommandHandler(ReleaseSlotCommand)
export class ReleaseSlotHandler implements ICommandHandler<ReleaseSlotCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ packageId, userId, metadata }: ReleaseSlotCommand): Promise<void> {
    await runCommand({
      store: this.store,
      streamId: packageStreamId(packageId),
      decider: packageDecider,
      command: { type: 'ReleaseSlot', data: { packageId, userId }, now: new Date(metadata.occurredAt) },
      metadata,
    });
  }
}
