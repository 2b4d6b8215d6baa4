// Accounts as sign-in and the member centre need them: phone → user, role, password hash,
// profile, verified phone and invitation code.
import { projection } from '../../runner/projection';
import { UserAccountRow } from './user-account.entity';

export const userAccount = projection({
  name: 'user-account',
  entity: UserAccountRow,
  key: 'userId',
  handles: ['UserRegistered', 'PhoneVerified', 'ProfileUpdated', 'PasswordChanged', 'ProviderLinked', 'InvitationAccepted'] as const,
  keyOf: (event) => event.data.userId,
  evolve(row, event): UserAccountRow | null {
    if (row && event.revision <= row.revision) return row;
    const at = new Date(event.metadata.occurredAt);
    if (event.type === 'UserRegistered') {
      return {
        userId: event.data.userId,
        phone: event.data.phone,
        name: event.data.name,
        role: event.data.role,
        passwordHash: event.data.passwordHash,
        email: event.data.email ?? null,
        photoUrl: event.data.photoURL ?? null,
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
        return { ...next, phone: event.data.phone, phoneVerifiedAt: at };
      case 'ProfileUpdated':
        return { ...next, name: event.data.name };
      case 'PasswordChanged':
        return { ...next, passwordHash: event.data.passwordHash, passwordChangedAt: at };
      case 'ProviderLinked':
        return { ...next, email: next.email ?? event.data.email };
      case 'InvitationAccepted':
        return { ...next, invitedBy: event.data.inviterId };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
