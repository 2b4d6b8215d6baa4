// Joins the box's line on its own stream, with a fresh opaque ticket and when the first running hold
// ends (for the wait estimate). A box with a free slot and nobody ahead is offered at once.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { LineClosedError, lineDecider, lineStreamId } from '../../../lines/lines.public';
import { PackageNotOpen } from '../../domain/package.decide';
import { firstFreeSlot, firstHoldEnd, loadPackage } from '../../package-line';
import { PassPackageLineOnCommand } from '../pass-package-line-on/pass-package-line-on.command';
import { JoinPackageLineCommand } from './join-package-line.command';

@CommandHandler(JoinPackageLineCommand)
export class JoinPackageLineHandler implements ICommandHandler<JoinPackageLineCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ packageId, userId, metadata }: JoinPackageLineCommand): Promise<void> {
    const now = new Date(metadata.occurredAt);
    const { state: pkg } = await loadPackage(this.store, packageId);
    if (pkg.status !== 'open') throw new PackageNotOpen(packageId);
    if (pkg.soldOut) throw new LineClosedError();
    const holdEnd = firstHoldEnd(pkg, now);
    await runCommand({
      store: this.store,
      streamId: lineStreamId('package', packageId),
      decider: lineDecider,
      command: {
        type: 'JoinLine',
        data: {
          container: 'package',
          containerId: packageId,
          userId,
          ticket: randomBytes(9).toString('base64url'),
          holdEndsAt: holdEnd === null ? null : new Date(holdEnd),
        },
        now,
      },
      metadata,
    });
    if (firstFreeSlot(pkg, now) !== null) await this.commands.execute(new PassPackageLineOnCommand(packageId, metadata));
  }
}
