// Leaves the box's line on its stream; an offer given up this way goes to the next in line at once.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { lineDecider, lineStreamId } from '../../../lines/lines.public';
import { PassPackageLineOnCommand } from '../pass-package-line-on/pass-package-line-on.command';
import { LeavePackageLineCommand } from './leave-package-line.command';

@CommandHandler(LeavePackageLineCommand)
export class LeavePackageLineHandler implements ICommandHandler<LeavePackageLineCommand, { left: boolean }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ packageId, userId, metadata }: LeavePackageLineCommand): Promise<{ left: boolean }> {
    const { events, state } = await runCommand({
      store: this.store,
      streamId: lineStreamId('package', packageId),
      decider: lineDecider,
      command: { type: 'LeaveLine', data: { container: 'package', containerId: packageId, userId } },
      metadata,
    });
    if (events.length && !state.offer && state.waiting.length) await this.commands.execute(new PassPackageLineOnCommand(packageId, metadata));
    return { left: events.length > 0 };
  }
}
