// Decisions on `user-<id>` streams: registration, verified phone, profile, password, provider
// links, invitations and closing. Ids and codes arrive in the command; password hashes never
// reach the domain (the credentials table keeps them).
import type { IdentityProvider, InvoiceSettingsType, PhoneBound, Role, UserEvent, UserRegistered } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialUser, type InvoiceSettingsRecord, type User } from './user.state';

export type RegisterUser = {
  type: 'RegisterUser';
  data: UserRegistered['data'] & {
    /** The phone was proven by a code (registration by phone). */
    phoneVerified: boolean;
    provider?: { provider: IdentityProvider; subject: string; email: string | null };
    invitation?: { inviterId: string; invitationCode: string };
  };
};
export type VerifyPhone = { type: 'VerifyPhone'; data: { userId: string; phone: string } };
export type UpdateProfile = { type: 'UpdateProfile'; data: { userId: string; name: string } };
export type ChangePassword = { type: 'ChangePassword'; data: { userId: string; reason: 'reset' | 'set' } };
/** The member proved it is them (password or SMS code) before this command was built. */
export type CloseAccount = { type: 'CloseAccount'; data: { userId: string; confirmedBy: 'password' | 'sms' } };
export type AcceptInvitation = { type: 'AcceptInvitation'; data: { userId: string; inviterId: string; invitationCode: string } };
/** One invoice-settings call (002 §7 "Invoices"); values arrive already validated. */
export type InvoiceChange =
  | { kind: 'carrier'; carrierNumber: string }
  | { kind: 'removeCarrier' }
  | { kind: 'company'; companyName: string; taxId: string }
  | { kind: 'donation'; donationCode: string }
  | { kind: 'email'; email: string; invoiceType?: InvoiceSettingsType };
export type UpdateInvoiceSettings = { type: 'UpdateInvoiceSettings'; data: { userId: string; change: InvoiceChange } };
/** The code sent to the phone was entered correctly and the phone's reservation is the member's. */
export type BindPhone = { type: 'BindPhone'; data: { userId: string; phone: string } };
/** An admin (`staffId`) gives the account a role. */
export type ChangeRole = { type: 'ChangeRole'; data: { userId: string; role: Role; staffId: string } };
export type UserCommand =
  RegisterUser | VerifyPhone | UpdateProfile | ChangePassword | AcceptInvitation | UpdateInvoiceSettings | CloseAccount | BindPhone | ChangeRole;

export class UserAlreadyRegistered extends DomainError {}
export class UserNotFound extends DomainError {}
export class AlreadyInvited extends DomainError {}
export class CannotInviteSelf extends DomainError {}
/** An admin taking their own admin role away: the shop would be left without the admin doing it. */
export class CannotRemoveOwnAdmin extends DomainError {}
/** The account has a phone already (registered with it, or bound one): binding is once per account. */
export class PhoneAlreadyBound extends DomainError {
  constructor(
    readonly phone: string,
    /** The binding that gave the account its phone; null when it was registered with it. */
    readonly binding: PhoneBound['data'] | null,
  ) {
    super('the account already has a phone');
  }
}

/** Saving a type's own field makes it the default type; removing the carrier leaves 'personal' with none. */
export function applyInvoiceChange(current: InvoiceSettingsRecord, change: InvoiceChange): InvoiceSettingsRecord {
  switch (change.kind) {
    case 'carrier':
      return { ...current, invoiceType: 'personal', carrierNumber: change.carrierNumber };
    case 'removeCarrier':
      return { ...current, carrierNumber: '', invoiceType: current.invoiceType === 'personal' ? 'none' : current.invoiceType };
    case 'company':
      return { ...current, invoiceType: 'company', companyName: change.companyName, taxId: change.taxId };
    case 'donation':
      return { ...current, invoiceType: 'donation', donationCode: change.donationCode };
    case 'email':
      return { ...current, email: change.email, invoiceType: change.invoiceType ?? current.invoiceType };
    default: {
      const unhandled: never = change;
      return unhandled;
    }
  }
}

const sameInvoice = (a: InvoiceSettingsRecord, b: InvoiceSettingsRecord) =>
  (Object.keys(a) as (keyof InvoiceSettingsRecord)[]).every((k) => a[k] === b[k]);

/** A closed account is, to every command, an account that does not exist. */
function registered(user: User, userId: string): Extract<User, { status: 'registered' }> {
  if (user.status !== 'registered') throw new UserNotFound(`user ${userId} does not exist`);
  return user;
}

export function decide(command: UserCommand, user: User): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (user.status !== 'new') throw new UserAlreadyRegistered(`user ${command.data.userId} exists`);
      const { phoneVerified, provider, invitation, ...registration } = command.data;
      const { userId } = registration;
      if (invitation?.inviterId === userId) throw new CannotInviteSelf('an account cannot invite itself');
      const events: UserEvent[] = [{ type: 'UserRegistered', data: registration }];
      if (phoneVerified && registration.phone) events.push({ type: 'PhoneVerified', data: { userId, phone: registration.phone } });
      if (provider) events.push({ type: 'ProviderLinked', data: { userId, ...provider } });
      if (invitation) events.push({ type: 'InvitationAccepted', data: { userId, ...invitation } });
      return events;
    }
    case 'VerifyPhone': {
      const u = registered(user, command.data.userId);
      return u.verifiedPhone === command.data.phone ? [] : [{ type: 'PhoneVerified', data: command.data }];
    }
    case 'UpdateProfile': {
      const u = registered(user, command.data.userId);
      return u.name === command.data.name ? [] : [{ type: 'ProfileUpdated', data: command.data }];
    }
    case 'ChangePassword':
      registered(user, command.data.userId);
      return [{ type: 'PasswordChanged', data: command.data }];
    case 'AcceptInvitation': {
      const u = registered(user, command.data.userId);
      if (command.data.inviterId === u.userId) throw new CannotInviteSelf('an account cannot invite itself');
      if (u.invitedBy) throw new AlreadyInvited(`user ${u.userId} was already invited`);
      return [{ type: 'InvitationAccepted', data: command.data }];
    }
    case 'UpdateInvoiceSettings': {
      const u = registered(user, command.data.userId);
      const next = applyInvoiceChange(u.invoice, command.data.change);
      return sameInvoice(u.invoice, next) ? [] : [{ type: 'InvoiceSettingsUpdated', data: { userId: u.userId, ...next } }];
    }
    case 'CloseAccount':
      registered(user, command.data.userId);
      return [{ type: 'AccountClosed', data: command.data }];
    case 'BindPhone': {
      const u = registered(user, command.data.userId);
      if (u.phone) throw new PhoneAlreadyBound(u.phone, u.phoneBinding);
      return [{ type: 'PhoneBound', data: { ...command.data, inviterId: u.invitedBy } }];
    }
    case 'ChangeRole': {
      const { userId, role, staffId } = command.data;
      const u = registered(user, userId);
      if (u.role === role) return [];
      if (staffId === userId && u.role === 'admin') throw new CannotRemoveOwnAdmin('an admin cannot remove their own admin role');
      return [{ type: 'UserRoleChanged', data: { userId, from: u.role, to: role, staffId } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const userDecider = { initialState: initialUser, evolve, decide };

/**
 * What a phone first verified with an inviter pays (002 §9: 200 bonus points to the inviter and to
 * the invitee), each as a points change keyed by the invitee: the wallet pays a reason + reference
 * once, so the pair is rewarded once however often the payment is retried. Nothing when nobody
 * invited the member. Once per phone is the phone stream's (SettleInvitationReward).
 */
export function invitationRewards(
  invitee: { userId: string; inviterId: string | null },
  points: number,
): { userId: string; reference: string; description: string; points: number }[] {
  if (!invitee.inviterId) return [];
  return [
    { userId: invitee.userId, reference: `invitee:${invitee.userId}`, description: '驗證手機邀請獎勵' },
    { userId: invitee.inviterId, reference: `inviter:${invitee.userId}`, description: '好友驗證手機邀請獎勵' },
  ].map((r) => ({ ...r, points }));
}
