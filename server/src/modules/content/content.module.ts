import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.public';
import { ContentAdminHttpController } from './content-admin.http.controller';
import { ContentReadsHttpController } from './content-reads.http.controller';
import { LatestWinsReader } from './latest-wins.reader';
import { NotificationsHttpController } from './notifications.http.controller';
import { PwaInstallRewardHttpController } from './pwa-install-reward.http.controller';
import { AccountsModule } from '../accounts/accounts.public';

@Module({
  imports: [AccountsModule, WalletModule],
  controllers: [ContentReadsHttpController, NotificationsHttpController, PwaInstallRewardHttpController, ContentAdminHttpController],
  providers: [LatestWinsReader],
})
export class ContentModule {}
