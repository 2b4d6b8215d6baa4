// A user account as its decisions need it, folded from the `user-<id>` stream.
import type { IdentityProvider, UserEvent } from '@shop/contracts';

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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
