import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { caseRecordDecider, caseRecordStreamId } from '../../domain/case-record.decide';
import { RecordExportCommand } from './record-export.command';

@CommandHandler(RecordExportCommand)
export class RecordExportHandler implements ICommandHandler<RecordExportCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ export_, metadata }: RecordExportCommand): Promise<void> {
    await runCommand({
      store: this.store,
      streamId: caseRecordStreamId(export_.userId),
      decider: caseRecordDecider,
      command: { type: 'RecordExport', data: export_ },
      metadata,
    });
  }
}
