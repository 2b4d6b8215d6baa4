// Joins the line on its own stream, with a fresh opaque ticket and the end of the hold the member
// lines up behind (for the wait estimate). A free tube with nobody ahead is offered at once.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { LineClosedError, lineDecider, lineStreamId } from '../../../lines/lines.public';
import { TubeNotOpen, tubeDecider } from '../../domain/tube.decide';
import { activeLock } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { PassTubeLineOnCommand } from '../pass-tube-line-on/pass-tube-line-on.command';
import { JoinTubeLineCommand } from './join-tube-line.command';

@CommandHandler(JoinTubeLineCommand)
export class JoinTubeLineHandler implements ICommandHandler<JoinTubeLineCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ tubeId, userId, metadata }: JoinTubeLineCommand): Promise<void> {
    const now = new Date(metadata.occurredAt);
    const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
    if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
    if (tube.soldOut) throw new LineClosedError();
    const lock = activeLock(tube, now);
    await runCommand({
      store: this.store,
      streamId: lineStreamId('tube', tubeId),
      decider: lineDecider,
      command: {
        type: 'JoinLine',
        data: {
          container: 'tube',
          containerId: tubeId,
          userId,
          ticket: randomBytes(9).toString('base64url'),
          holdEndsAt: lock ? new Date(lock.expiresAt) : null,
        },
        now,
      },
      metadata,
    });
    if (!lock) await this.commands.execute(new PassTubeLineOnCommand(tubeId, metadata));
  }
}
