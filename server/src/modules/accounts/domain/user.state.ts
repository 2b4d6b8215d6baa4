// A user account as its decisions need it, folded from the `user-<id>` stream.
import type { IdentityProvider, InvoiceSettingsUpdated, PhoneBound, Role, UserEvent } from '@shop/contracts';

/** The member's invoice settings, as recorded by InvoiceSettingsUpdated (without the user id). */
export type InvoiceSettingsRecord = Omit<InvoiceSettingsUpdated['data'], 'userId'>;

export const noInvoiceSettings: InvoiceSettingsRecord = {
  invoiceType: 'none',
  email: '',
  carrierNumber: '',
  taxId: '',
  companyName: '',
  donationCode: '',
};

export type User =
  | { status: 'new' }
  | { status: 'closed'; userId: string }
  | {
      status: 'registered';
      userId: string;
      role: Role;
      name: string;
      /** The account's phone: the registered one, then the last verified one. */
      phone: string | null;
      email: string | null;
      photoURL: string | null;
      verifiedPhone: string | null;
      invitedBy: string | null;
      invitationCode: string | null;
      providers: IdentityProvider[];
      invoice: InvoiceSettingsRecord;
      /** The phone binding of an account made without a phone; null until bound (and for phone registrations). */
      phoneBinding: PhoneBound['data'] | null;
    };

export const initialUser: User = { status: 'new' };

export function evolve(user: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        role: event.data.role,
        name: event.data.name,
        phone: event.data.phone,
        email: event.data.email ?? null,
        photoURL: event.data.photoURL ?? null,
        verifiedPhone: null,
        invitedBy: null,
        invitationCode: event.data.invitationCode ?? null,
        providers: [],
        invoice: noInvoiceSettings,
        phoneBinding: null,
      };
    case 'PhoneVerified':
      return user.status === 'registered' ? { ...user, phone: event.data.phone, verifiedPhone: event.data.phone } : user;
    case 'ProfileUpdated':
      return user.status === 'registered' ? { ...user, name: event.data.name } : user;
    case 'PasswordChanged':
      return user;
    case 'ProviderLinked':
      return user.status === 'registered'
        ? { ...user, email: user.email ?? event.data.email, providers: [...user.providers, event.data.provider] }
        : user;
    case 'InvitationAccepted':
      return user.status === 'registered' ? { ...user, invitedBy: event.data.inviterId } : user;
    case 'InvoiceSettingsUpdated': {
      if (user.status !== 'registered') return user;
      const { userId: _userId, ...invoice } = event.data;
      return { ...user, invoice };
    }
    case 'AccountClosed':
      return { status: 'closed', userId: event.data.userId };
    case 'PhoneBound':
      return user.status === 'registered' ? { ...user, phone: event.data.phone, verifiedPhone: event.data.phone, phoneBinding: event.data } : user;
    case 'UserRoleChanged':
      return user.status === 'registered' ? { ...user, role: event.data.to } : user;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
