// A user account as its decisions need it, folded from the `user-<id>` stream.
import type { IdentityProvider, InvoiceSettingsUpdated, UserEvent } from '@shop/contracts';

/** The member's invoice settings, as recorded by InvoiceSettingsUpdated (without the user id). */
export type InvoiceSettingsRecord = Omit<InvoiceSettingsUpdated['data'], 'userId'>;

export const noInvoiceSettings: InvoiceSettingsRecord = { invoiceType: 'none', email: '', carrierNumber: '', taxId: '', companyName: '', donationCode: '' };

export type User =
  | { status: 'new' }
  | {
      status: 'registered';
      userId: string;
      name: string;
      verifiedPhone: string | null;
      invitedBy: string | null;
      invitationCode: string | null;
      providers: IdentityProvider[];
      invoice: InvoiceSettingsRecord;
    };

export const initialUser: User = { status: 'new' };

export function evolve(user: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        name: event.data.name,
        verifiedPhone: null,
        invitedBy: null,
        invitationCode: event.data.invitationCode ?? null,
        providers: [],
        invoice: noInvoiceSettings,
      };
    case 'PhoneVerified':
      return user.status === 'registered' ? { ...user, verifiedPhone: event.data.phone } : user;
    case 'ProfileUpdated':
      return user.status === 'registered' ? { ...user, name: event.data.name } : user;
    case 'PasswordChanged':
      return user;
    case 'ProviderLinked':
      return user.status === 'registered' ? { ...user, providers: [...user.providers, event.data.provider] } : user;
    case 'InvitationAccepted':
      return user.status === 'registered' ? { ...user, invitedBy: event.data.inviterId } : user;
    case 'InvoiceSettingsUpdated': {
      if (user.status !== 'registered') return user;
      const { userId: _userId, ...invoice } = event.data;
      return { ...user, invoice };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
