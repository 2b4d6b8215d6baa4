// Reads who holds the tube now (its own stream, with the command's clock) and lets the line decide:
// offer a free tube to the first in line, pass on an offer that ran out, close a sold-out tube's line.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LineEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { lineDecider, lineStreamId } from '../../../lines/lines.public';
import { tubeDecider } from '../../domain/tube.decide';
import { activeLock } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { PassTubeLineOnCommand } from './pass-tube-line-on.command';

@CommandHandler(PassTubeLineOnCommand)
export class PassTubeLineOnHandler implements ICommandHandler<PassTubeLineOnCommand, LineEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tubeId, metadata }: PassTubeLineOnCommand): Promise<LineEvent[]> {
    const now = new Date(metadata.occurredAt);
    const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
    if (tube.status !== 'open') return [];
    const holder = activeLock(tube, now)?.userId ?? null;
    const { state: line } = await loadState({ store: this.store, streamId: lineStreamId('tube', tubeId), decider: lineDecider });
    const result = await runCommand({
      store: this.store,
      streamId: lineStreamId('tube', tubeId),
      decider: lineDecider,
      command: {
        type: 'PassOn',
        data: {
          container: 'tube',
          containerId: tubeId,
          free: holder === null,
          offeredHolds: holder !== null && holder === line.offer?.userId,
          soldOut: tube.soldOut,
        },
        now,
      },
      metadata,
    });
    return result.events;
  }
}
