// Selecting for shipping is decided on the member's box stream with the command's clock: all the
// items or none (the decider refuses the whole batch for one item not available).
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
import { SelectForShippingCommand } from './select-for-shipping.command';

@CommandHandler(SelectForShippingCommand)
export class SelectForShippingHandler implements ICommandHandler<SelectForShippingCommand, Box> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  async execute(cmd: SelectForShippingCommand): Promise<Box> {
    const result = await runCommand({
      store: this.store,
      streamId: boxStreamId(cmd.userId),
      decider: boxDecider,
      command: { type: 'SelectForShipping', data: { userId: cmd.userId, itemIds: cmd.itemIds }, now: new Date(cmd.metadata.occurredAt) },
      metadata: cmd.metadata,
    });
    await untilBoxShows(this.commits, this.db, cmd.userId, cmd.itemIds, 'selected');
    return result.state;
  }
}
