// Reads the box now (its own stream, with the command's clock) and lets the line decide: offer a free
// slot to the first in line, pass on an offer that ran out, close a sold-out box's line.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LineEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { lineDecider, lineStreamId } from '../../../lines/lines.public';
import { heldSlot } from '../../domain/package.state';
import { firstFreeSlot, loadPackage } from '../../package-line';
import { PassPackageLineOnCommand } from './pass-package-line-on.command';

@CommandHandler(PassPackageLineOnCommand)
export class PassPackageLineOnHandler implements ICommandHandler<PassPackageLineOnCommand, LineEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ packageId, metadata }: PassPackageLineOnCommand): Promise<LineEvent[]> {
    const now = new Date(metadata.occurredAt);
    const { state: pkg } = await loadPackage(this.store, packageId);
    if (pkg.status !== 'open') return [];
    const streamId = lineStreamId('package', packageId);
    const { state: line } = await loadState({ store: this.store, streamId, decider: lineDecider });
    const offered = line.offer?.userId;
    const result = await runCommand({
      store: this.store,
      streamId,
      decider: lineDecider,
      command: {
        type: 'PassOn',
        data: {
          container: 'package',
          containerId: packageId,
          free: firstFreeSlot(pkg, now) !== null,
          offeredHolds: offered !== undefined && heldSlot(pkg, offered, now) !== null,
          soldOut: pkg.soldOut,
        },
        now,
      },
      metadata,
    });
    return result.events;
  }
}
