// Accounts as sign-in needs them: phone → user, role and password hash.
import { projection } from '../../runner/projection';
import { UserAccountRow } from './user-account.entity';

export const userAccount = projection({
  name: 'user-account',
  entity: UserAccountRow,
  key: 'userId',
  handles: ['UserRegistered'] as const,
  keyOf: (event) => event.data.userId,
  evolve(row, event): UserAccountRow | null {
    if (row && event.revision <= row.revision) return row;
    switch (event.type) {
      case 'UserRegistered':
        return {
          userId: event.data.userId,
          phone: event.data.phone,
          name: event.data.name,
          role: event.data.role,
          passwordHash: event.data.passwordHash,
          registeredAt: new Date(event.metadata.occurredAt),
          revision: event.revision,
        };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
});
