import type { EventMetadata } from '@shop/contracts';

/** The member, having proved it is them, closes the account. */
export class CloseAccountCommand {
  constructor(
    readonly userId: string,
    readonly confirmedBy: 'password' | 'sms',
    readonly metadata: EventMetadata,
  ) {}
}
