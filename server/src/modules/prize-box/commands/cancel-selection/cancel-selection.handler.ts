// Puts a selected item back (selected → available), on the member's box stream.
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../../../../platform/projection-commits';
import { boxDecider, boxStreamId } from '../../domain/box.decide';
import type { Box } from '../../domain/box.state';
import { untilBoxShows } from '../box-shows';
import { CancelSelectionCommand } from './cancel-selection.command';

@CommandHandler(CancelSelectionCommand)
export class CancelSelectionHandler implements ICommandHandler<CancelSelectionCommand, Box> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  async execute(cmd: CancelSelectionCommand): Promise<Box> {
    const result = await runCommand({
      store: this.store,
      streamId: boxStreamId(cmd.userId),
      decider: boxDecider,
      command: { type: 'CancelSelection', data: { userId: cmd.userId, itemId: cmd.itemId }, now: new Date(cmd.metadata.occurredAt) },
      metadata: cmd.metadata,
    });
    await untilBoxShows(this.commits, this.db, cmd.userId, [cmd.itemId], 'available');
    return result.state;
  }
}
