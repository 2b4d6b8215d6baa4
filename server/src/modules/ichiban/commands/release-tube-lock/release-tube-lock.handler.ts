// Gives the holder's tube lock back when they leave (DESIGN.md decision 5): decided on the tube's
// stream with the command's clock, so a lock that already expired or belongs to someone else stays.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { tubeDecider } from '../../domain/tube.decide';
import { PassTubeLineOnCommand } from '../pass-tube-line-on/pass-tube-line-on.command';
import { ReleaseTubeLockCommand } from './release-tube-lock.command';

export interface ReleaseTubeLockResult {
  released: boolean;
}

@CommandHandler(ReleaseTubeLockCommand)
export class ReleaseTubeLockHandler implements ICommandHandler<ReleaseTubeLockCommand, ReleaseTubeLockResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute(cmd: ReleaseTubeLockCommand): Promise<ReleaseTubeLockResult> {
    const result = await runCommand({
      store: this.store,
      streamId: `tube-${cmd.tubeId}`,
      decider: tubeDecider,
      command: { type: 'ReleaseTubeLock', data: { tubeId: cmd.tubeId, userId: cmd.userId }, now: new Date(cmd.metadata.occurredAt) },
      metadata: cmd.metadata,
    });
    const released = result.events.length > 0;
    // The first in the tube's line is offered it now, not at the keeper's next tick.
    if (released) await this.commands.execute(new PassTubeLineOnCommand(cmd.tubeId, cmd.metadata));
    return { released };
  }
}
