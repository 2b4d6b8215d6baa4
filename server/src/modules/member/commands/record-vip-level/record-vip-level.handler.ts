// Folds the member's growth ledger (read models) at the command's clock into the level and the
// reviews held so far (vipHistory), and lets the decider record on `vip-<userId>` what the stream
// does not hold yet: sent by the reactor after growth, and by the review sweep.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { VipEvent } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { vipHistory } from '../../domain/vip';
import { vipLevelDecider, vipStreamId } from '../../domain/vip-level.decide';
import { growthLedger } from '../../queries/growth-ledger';
import { RecordVipLevelCommand } from './record-vip-level.command';

@CommandHandler(RecordVipLevelCommand)
export class RecordVipLevelHandler implements ICommandHandler<RecordVipLevelCommand, VipEvent[]> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async execute({ userId, metadata }: RecordVipLevelCommand): Promise<VipEvent[]> {
    const { status, reviews } = vipHistory(await growthLedger(this.db, userId), new Date(metadata.occurredAt));
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
