// What other modules may use of accounts; lint forbids reaching any other file of this module.
// (Started by the wallet's boundary work with what the other modules need today; accounts owns it.)
export { AuthGuard, CurrentUser, OptionalAuthGuard, Roles } from './auth.guard';
export { MembersOnlyGuard } from './members-only.guard';
export type { SessionUser } from './sessions.service';
export { InvoiceSettingsReader } from './queries/invoice-settings.reader';
export { RegisterUserCommand } from './commands/register-user/register-user.command';
export type { RegisteredUser } from './commands/register-user/register-user.handler';
export { AccountDirectory } from './account-directory.service';
