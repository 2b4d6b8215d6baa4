// Editorial content (banners, notices, official info, policies, notifications): plain CRUD in
// PostgreSQL (DESIGN.md decision 1), its writes through the same CommandBus path as every other.
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { ClaimInstallRewardHandler } from './commands/claim-install-reward/claim-install-reward.handler';
import { ClaimInstallRewardHttpController } from './commands/claim-install-reward/claim-install-reward.http.controller';
import { CountInfoViewHandler } from './commands/count-info-view/count-info-view.handler';
import { DeleteContentHandler } from './commands/delete-content/delete-content.handler';
import { DeleteContentHttpController } from './commands/delete-content/delete-content.http.controller';
import { MarkNotificationReadHandler } from './commands/mark-notification-read/mark-notification-read.handler';
import { MarkNotificationReadHttpController } from './commands/mark-notification-read/mark-notification-read.http.controller';
import { PutPolicyHandler } from './commands/put-policy/put-policy.handler';
import { PutPolicyHttpController } from './commands/put-policy/put-policy.http.controller';
import { SaveContentHandler } from './commands/save-content/save-content.handler';
import { SaveContentHttpController } from './commands/save-content/save-content.http.controller';
import { ContentReadsHttpController } from './queries/content-reads.http.controller';
import { ContentReader } from './queries/content.reader';
import { LatestWinsReader } from './queries/latest-wins.reader';
import { NotificationsHttpController } from './queries/notifications.http.controller';
import { NotificationsReader } from './queries/notifications.reader';
import { CreateCouponCodeHandler } from './commands/create-coupon-code/create-coupon-code.handler';
import { CreateCouponCodeHttpController } from './commands/create-coupon-code/create-coupon-code.http.controller';
import { EndCouponCodeHandler } from './commands/end-coupon-code/end-coupon-code.handler';
import { UpdateCouponCodeHandler } from './commands/update-coupon-code/update-coupon-code.handler';
import { UpdateCouponCodeHttpController } from './commands/update-coupon-code/update-coupon-code.http.controller';
import { EndCouponCodeHttpController } from './commands/end-coupon-code/end-coupon-code.http.controller';
import { PutCheckInRewardHandler } from './commands/put-check-in-reward/put-check-in-reward.handler';
import { PutCheckInRewardHttpController } from './commands/put-check-in-reward/put-check-in-reward.http.controller';
import { StaffTablesHttpController } from './queries/staff-tables.http.controller';
import { StaffTablesReader } from './queries/staff-tables.reader';

@Module({
  imports: [AccountsModule, WalletModule],
  controllers: [
    ContentReadsHttpController,
    NotificationsHttpController,
    MarkNotificationReadHttpController,
    ClaimInstallRewardHttpController,
    SaveContentHttpController,
    DeleteContentHttpController,
    PutPolicyHttpController,
    StaffTablesHttpController,
    CreateCouponCodeHttpController,
    EndCouponCodeHttpController,
    UpdateCouponCodeHttpController,
    PutCheckInRewardHttpController,
  ],
  providers: [
    ContentReader,
    LatestWinsReader,
    NotificationsReader,
    SaveContentHandler,
    DeleteContentHandler,
    PutPolicyHandler,
    MarkNotificationReadHandler,
    ClaimInstallRewardHandler,
    CountInfoViewHandler,
    StaffTablesReader,
    CreateCouponCodeHandler,
    EndCouponCodeHandler,
    UpdateCouponCodeHandler,
    PutCheckInRewardHandler,
  ],
})
export class ContentModule {}
