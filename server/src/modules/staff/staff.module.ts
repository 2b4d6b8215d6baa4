import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditContainersReader } from './queries/audit-containers.reader';
import { MemberSearchReader } from './queries/member-search.reader';
import { MemberTimelineReader } from './queries/member-timeline.reader';
import { StaffReadsHttpController } from './queries/staff-reads.http.controller';

/** The staff console's reads; its writes are the owning modules' staff commands (wallet corrections). */
@Module({
  imports: [AccountsModule],
  controllers: [StaffReadsHttpController],
  providers: [MemberSearchReader, MemberTimelineReader, AuditContainersReader],
})
export class StaffModule {}
