// Accounts as sign-in and the member centre need them: phone → user, role, profile, verified
// phone and invitation code. Password hashes are not here (the server's credentials table). A
// closed account's row goes away; its personal data reads as erased on any later replay.
import { unlessErased } from '@shop/contracts';
import { projection } from '../../runner/projection';
import { UserAccountRow } from './user-account.entity';

export const userAccount = projection({
  name: 'user-account',
  entity: UserAccountRow,
  key: 'userId',
  handles: [
    'UserRegistered',
    'PhoneVerified',
    'ProfileUpdated',
    'PasswordChanged',
    'ProviderLinked',
    'InvitationAccepted',
    'AccountClosed',
    'PhoneBound',
    'UserRoleChanged',
  ] as const,
  keyOf: (event) => event.data.userId,
  evolve(row, event): UserAccountRow | null {
    if (row && event.revision <= row.revision) return row;
    const at = new Date(event.metadata.occurredAt);
    if (event.type === 'UserRegistered') {
      return {
        userId: event.data.userId,
        phone: unlessErased(event.data.phone),
        name: event.data.name,
        role: event.data.role,
        email: unlessErased(event.data.email ?? null),
        photoUrl: unlessErased(event.data.photoURL ?? null),
        invitationCode: event.data.invitationCode ?? null,
        invitedBy: null,
        phoneVerifiedAt: null,
        passwordChangedAt: null,
        registeredAt: at,
        revision: event.revision,
      };
    }
    if (!row) return null;
    const next = { ...row, revision: event.revision };
    switch (event.type) {
      case 'PhoneVerified':
        return { ...next, phone: unlessErased(event.data.phone), phoneVerifiedAt: at };
      case 'ProfileUpdated':
        return { ...next, name: event.data.name };
      case 'PasswordChanged':
        return { ...next, passwordChangedAt: at };
      case 'ProviderLinked':
        return { ...next, email: next.email ?? unlessErased(event.data.email) };
      case 'InvitationAccepted':
        return { ...next, invitedBy: event.data.inviterId };
      case 'AccountClosed':
        return null;
      case 'PhoneBound':
        return { ...next, phone: unlessErased(event.data.phone), phoneVerifiedAt: at };
      case 'UserRoleChanged':
        return { ...next, role: event.data.to };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
