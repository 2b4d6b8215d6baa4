import type { IdentityProvider, Role } from '@shop/contracts';

export interface RegisterUserOptions {
  /** The phone was proven by an SMS code. */
  phoneVerified?: boolean;
  /** An inviter's code from /invite/{code}; unknown codes are refused. */
  invitationCode?: string;
  email?: string | null;
  photoURL?: string | null;
  /** An account made by a provider sign-in: the identity to reserve and link. */
  provider?: { provider: IdentityProvider; subject: string; email: string | null };
}

export class RegisterUserCommand {
  constructor(
    /** Null for a provider sign-in without a phone. */
    readonly phone: string | null,
    /** Null: no password yet (provider sign-ins). */
    readonly password: string | null,
    readonly name: string,
    readonly role: Role,
    readonly via: 'phone' | 'cli' | 'google' | 'line',
    readonly options: RegisterUserOptions = {},
  ) {}
}
