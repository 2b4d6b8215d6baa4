import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { RecordExportHandler } from './commands/record-export/record-export.handler';
import { RecordExportHttpController } from './commands/record-export/record-export.http.controller';
import { AuditContainersReader } from './queries/audit-containers.reader';
import { MemberSearchReader } from './queries/member-search.reader';
import { MemberTimelineReader } from './queries/member-timeline.reader';
import { StaffReadsHttpController } from './queries/staff-reads.http.controller';
import { VoidedPaymentsHttpController } from './queries/voided-payments.http.controller';
import { VoidedPaymentsReader } from './queries/voided-payments.reader';

/** The staff console's reads and its case record (exports); its other writes are the owning modules' staff commands (wallet corrections). */
@Module({
  imports: [AccountsModule],
  controllers: [StaffReadsHttpController, VoidedPaymentsHttpController, RecordExportHttpController],
  providers: [MemberSearchReader, MemberTimelineReader, AuditContainersReader, VoidedPaymentsReader, RecordExportHandler],
})
export class StaffModule {}
