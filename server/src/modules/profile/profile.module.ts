// The member's profile (GET /api/user, and PUT /api/user/profile, which answers with it): the
// account with its balances, VIP level and badges. It reads accounts, the wallet, member and
// content, so it is a module of its own above them rather than a part of accounts.
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { UpdateProfileHttpController } from './commands/update-profile.http.controller';
import { UserProfileHttpController } from './queries/user-profile.http.controller';
import { UserProfileReader } from './queries/user-profile.reader';

@Module({
  imports: [AccountsModule],
  controllers: [UserProfileHttpController, UpdateProfileHttpController],
  providers: [UserProfileReader],
})
export class ProfileModule {}
