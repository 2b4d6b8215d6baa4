// The member area: daily check-in (`checkin-<userId>`), liked products (`likes-<userId>`) and task
// rewards (`tasks-<userId>`).
// Rewards go through the wallet's commands on the bus (wallet.public.ts).
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CheckInRewardTable } from './check-in-rewards/check-in-reward-table';
import { CheckInHandler } from './commands/check-in/check-in.handler';
import { CheckInHttpController } from './commands/check-in/check-in.http.controller';
import { ToggleLikeHandler } from './commands/toggle-like/toggle-like.handler';
import { ToggleLikeHttpController } from './commands/toggle-like/toggle-like.http.controller';
import { CheckInReadsHttpController } from './queries/check-in-reads.http.controller';
import { CheckInReader } from './queries/check-in.reader';
import { LikesReadsHttpController } from './queries/likes-reads.http.controller';
import { LikesReader } from './queries/likes.reader';
import { VipMonthlyGrantSchedule } from './commands/vip-monthly-grant/vip-monthly-grant.schedule';
import { ClaimTaskHandler } from './commands/claim-task/claim-task.handler';
import { ClaimTaskHttpController } from './commands/claim-task/claim-task.http.controller';
import { TasksReadsHttpController } from './queries/tasks-reads.http.controller';
import { TasksReader } from './queries/tasks.reader';
import { RecordVipLevelHandler } from './commands/record-vip-level/record-vip-level.handler';
import { RecordVipLevelWhenGrowthChanged } from './commands/record-vip-level/record-vip-level-when-growth-changed';
import { VipReviewSchedule } from './commands/vip-review/vip-review.schedule';

@Module({
  imports: [AccountsModule],
  controllers: [
    CheckInHttpController,
    CheckInReadsHttpController,
    ToggleLikeHttpController,
    LikesReadsHttpController,
    TasksReadsHttpController,
    ClaimTaskHttpController,
  ],
  providers: [
    CheckInRewardTable,
    CheckInHandler,
    CheckInReader,
    ToggleLikeHandler,
    LikesReader,
    VipMonthlyGrantSchedule,
    TasksReader,
    ClaimTaskHandler,
    RecordVipLevelHandler,
    RecordVipLevelWhenGrowthChanged,
    VipReviewSchedule,
  ],
})
export class MemberModule {}
