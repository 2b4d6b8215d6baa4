import { Module } from '@nestjs/common';
import { AuthHttpController } from './auth.http.controller';
import { AuthGuard, OptionalAuthGuard } from './auth.guard';
import { SessionsService } from './sessions.service';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';

@Module({
  controllers: [AuthHttpController],
  providers: [SessionsService, AuthGuard, OptionalAuthGuard, RegisterUserHandler],
  exports: [SessionsService, AuthGuard, OptionalAuthGuard],
})
export class AccountsModule {}
