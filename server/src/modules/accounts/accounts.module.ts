import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../config/config';
import { MemberKeys } from '../../event-store/boundary/member-keys';
import { AccountDirectory } from './account-directory.service';
import { AuthHttpController } from './auth.http.controller';
import { AuthGuard, OptionalAuthGuard } from './auth.guard';
import { SessionsService } from './sessions.service';
import { AcceptInvitationHandler } from './commands/accept-invitation/accept-invitation.handler';
import { AcceptInvitationHttpController } from './commands/accept-invitation/accept-invitation.http.controller';
import { CloseAccountHandler } from './commands/close-account/close-account.handler';
import { CloseAccountHttpController } from './commands/close-account/close-account.http.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RegisterUserHttpController } from './commands/register-user/register-user.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { SignInWithCodeHandler } from './commands/sign-in-with-code/sign-in-with-code.handler';
import { SignInWithCodeHttpController } from './commands/sign-in-with-code/sign-in-with-code.http.controller';
import { UpdateInvoiceSettingsHandler } from './commands/update-invoice-settings/update-invoice-settings.handler';
import { InvoiceSettingsHttpController } from './commands/update-invoice-settings/update-invoice-settings.http.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { CredentialsService } from './credentials/credentials.service';
import { InvitationRewards } from './phone-streams/invitation-rewards';
import { PhoneStreams } from './phone-streams/phone-stream-key';
import { OidcHttpController } from './oidc/oidc.http.controller';
import { LoginDevices } from './credentials/login-devices.service';
import { OidcProviders } from './oidc/oidc-providers.service';
import { ProviderSignIn } from './oidc/provider-sign-in.service';
import { InvoiceSettingsReader } from './queries/invoice-settings.reader';
import { UserReadsHttpController } from './queries/user-reads.http.controller';
import { CaptchaService } from './verification/captcha.service';
import { PhoneCodesService } from './verification/phone-codes.service';
import { createSmsSender, SMS_SENDER } from './verification/sms-sender';
import { ThrottleService } from './verification/throttle.service';
import { VerificationHttpController } from './verification/verification.http.controller';
import { VisitorsHttpController } from './visitors/visitors.http.controller';
import { BindPhoneHandler } from './commands/bind-phone/bind-phone.handler';
import { BindPhoneHttpController } from './commands/bind-phone/bind-phone.http.controller';
import { PhoneBindingReader } from './queries/phone-binding.reader';
import { CaptchaGate } from './verification/captcha-gate';
import { ChangeRoleHandler } from './commands/change-role/change-role.handler';
import { ChangeRoleHttpController } from './commands/change-role/change-role.http.controller';
import { StaffAccountsReader } from './queries/staff-accounts.reader';
import { StaffAccountsHttpController } from './queries/staff-accounts.http.controller';

@Module({
  controllers: [
    AuthHttpController,
    VerificationHttpController,
    SignInWithCodeHttpController,
    RegisterUserHttpController,
    ResetPasswordHttpController,
    InvoiceSettingsHttpController,
    AcceptInvitationHttpController,
    CloseAccountHttpController,
    UserReadsHttpController,
    OidcHttpController,
    VisitorsHttpController,
    BindPhoneHttpController,
    StaffAccountsHttpController,
    ChangeRoleHttpController,
  ],
  providers: [
    SessionsService,
    AuthGuard,
    OptionalAuthGuard,
    AccountDirectory,
    CredentialsService,
    LoginDevices,
    { provide: MemberKeys, useFactory: (db: DataSource) => new MemberKeys(db), inject: [DataSource] },
    PhoneStreams,
    InvitationRewards,
    RegisterUserHandler,
    SignInWithCodeHandler,
    ResetPasswordHandler,
    UpdateProfileHandler,
    UpdateInvoiceSettingsHandler,
    AcceptInvitationHandler,
    CloseAccountHandler,
    InvoiceSettingsReader,
    ThrottleService,
    CaptchaService,
    PhoneCodesService,
    OidcProviders,
    ProviderSignIn,
    { provide: SMS_SENDER, useFactory: (config: Config) => createSmsSender(config), inject: [APP_CONFIG] },
    BindPhoneHandler,
    PhoneBindingReader,
    CaptchaGate,
    ChangeRoleHandler,
    StaffAccountsReader,
  ],
  exports: [SessionsService, AuthGuard, OptionalAuthGuard, AccountDirectory, InvoiceSettingsReader],
})
export class AccountsModule {}
