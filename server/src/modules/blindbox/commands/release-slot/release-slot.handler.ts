import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { PassPackageLineOnCommand } from '../pass-package-line-on/pass-package-line-on.command';
import { ReleaseSlotCommand } from './release-slot.command';

@CommandHandler(ReleaseSlotCommand)
export class ReleaseSlotHandler implements ICommandHandler<ReleaseSlotCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ packageId, userId, metadata }: ReleaseSlotCommand): Promise<void> {
    const { events } = await runCommand({
      store: this.store,
      streamId: packageStreamId(packageId),
      decider: packageDecider,
      command: { type: 'ReleaseSlot', data: { packageId, userId }, now: new Date(metadata.occurredAt) },
      metadata,
    });
    // The first in the box's line is offered the freed slot now, not at the keeper's next tick.
    if (events.length) await this.commands.execute(new PassPackageLineOnCommand(packageId, metadata));
  }
}
