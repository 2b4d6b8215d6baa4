// What other modules may use of accounts; lint forbids reaching any other file of this module.
// Accounts sits at the bottom of the layers: nothing here may import another module.
export { AuthGuard, CurrentUser, OptionalAuthGuard, Roles } from './auth.guard';
export { MembersOnlyGuard } from './members-only.guard';
export type { SessionUser } from './sessions.service';
export { InvoiceSettingsReader } from './queries/invoice-settings.reader';
export { RegisterUserCommand } from './commands/register-user/register-user.command';
export type { RegisteredUser } from './commands/register-user/register-user.handler';
export { AccountDirectory, toUserInfo, type AccountView } from './account-directory.service';
export { PayInvitationRewardCommand, type InvitationReward } from './phone-streams/pay-invitation-reward.command';
export { UpdateProfileCommand } from './commands/update-profile/update-profile.command';
export type { ProfileUpdated } from './commands/update-profile/update-profile.handler';
