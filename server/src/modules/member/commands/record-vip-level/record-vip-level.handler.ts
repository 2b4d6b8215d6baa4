// Takes the member's running growth (the member-growth read model) to the command's clock: the
// level and the reviews held so far (vipHistoryOf), and lets the decider record on `vip-<userId>` what the stream
// does not hold yet: sent by the reactor after growth, and by the review sweep.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { VipEvent } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { vipHistoryOf } from '../../domain/vip';
import { vipLevelDecider, vipStreamId } from '../../domain/vip-level.decide';
import { memberGrowth } from '../../queries/member-growth';
import { RecordVipLevelCommand } from './record-vip-level.command';

@CommandHandler(RecordVipLevelCommand)
export class RecordVipLevelHandler implements ICommandHandler<RecordVipLevelCommand, VipEvent[]> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async execute({ userId, metadata }: RecordVipLevelCommand): Promise<VipEvent[]> {
    const { status, reviews } = vipHistoryOf(await memberGrowth(this.db, userId), new Date(metadata.occurredAt));
    const { events } = await runCommand({
      store: this.store,
      streamId: vipStreamId(userId),
      decider: vipLevelDecider,
      command: { type: 'RecordVipLevel', data: { userId, level: status.level, growth: status.growth, reviews } },
      metadata,
    });
    return events as VipEvent[];
  }
}
