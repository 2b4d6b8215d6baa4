import { Module } from '@nestjs/common';
import { APP_CONFIG, type Config } from '../../config/config';
import { AccountDirectory } from './account-directory.service';
import { AuthHttpController } from './auth.http.controller';
import { AuthGuard, OptionalAuthGuard } from './auth.guard';
import { SessionsService } from './sessions.service';
import { AcceptInvitationHttpController } from './commands/accept-invitation/accept-invitation.http.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RegisterUserHttpController } from './commands/register-user/register-user.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { InvoiceSettingsHttpController } from './commands/update-invoice-settings/update-invoice-settings.http.controller';
import { UpdateProfileHttpController } from './commands/update-profile/update-profile.http.controller';
import { OidcHttpController } from './oidc/oidc.http.controller';
import { OidcProviders } from './oidc/oidc-providers.service';
import { ProviderSignIn } from './oidc/provider-sign-in.service';
import { InvoiceSettingsReader } from './queries/invoice-settings.reader';
import { UserProfileReader } from './queries/user-profile.reader';
import { UserReadsHttpController } from './queries/user-reads.http.controller';
import { CaptchaService } from './verification/captcha.service';
import { PhoneCodesService } from './verification/phone-codes.service';
import { createSmsSender, SMS_SENDER } from './verification/sms-sender';
import { ThrottleService } from './verification/throttle.service';
import { VerificationHttpController } from './verification/verification.http.controller';
import { VisitorsHttpController } from './visitors/visitors.http.controller';

@Module({
  controllers: [
    AuthHttpController,
    VerificationHttpController,
    RegisterUserHttpController,
    ResetPasswordHttpController,
    UpdateProfileHttpController,
    InvoiceSettingsHttpController,
    AcceptInvitationHttpController,
    UserReadsHttpController,
    OidcHttpController,
    VisitorsHttpController,
  ],
  providers: [
    SessionsService,
    AuthGuard,
    OptionalAuthGuard,
    AccountDirectory,
    RegisterUserHandler,
    ResetPasswordHandler,
    UserProfileReader,
    InvoiceSettingsReader,
    ThrottleService,
    CaptchaService,
    PhoneCodesService,
    OidcProviders,
    ProviderSignIn,
    { provide: SMS_SENDER, useFactory: (config: Config) => createSmsSender(config), inject: [APP_CONFIG] },
  ],
  exports: [SessionsService, AuthGuard, OptionalAuthGuard, AccountDirectory, InvoiceSettingsReader],
})
export class AccountsModule {}
