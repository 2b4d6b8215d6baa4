// Leaves the line on its stream; an offer given up this way goes to the next in line at once.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { lineDecider, lineStreamId } from '../../../lines/lines.public';
import { PassTubeLineOnCommand } from '../pass-tube-line-on/pass-tube-line-on.command';
import { LeaveTubeLineCommand } from './leave-tube-line.command';

@CommandHandler(LeaveTubeLineCommand)
export class LeaveTubeLineHandler implements ICommandHandler<LeaveTubeLineCommand, { left: boolean }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ tubeId, userId, metadata }: LeaveTubeLineCommand): Promise<{ left: boolean }> {
    const { events, state } = await runCommand({
      store: this.store,
      streamId: lineStreamId('tube', tubeId),
      decider: lineDecider,
      command: { type: 'LeaveLine', data: { container: 'tube', containerId: tubeId, userId } },
      metadata,
    });
    if (events.length && !state.offer && state.waiting.length) await this.commands.execute(new PassTubeLineOnCommand(tubeId, metadata));
    return { left: events.length > 0 };
  }
}
