import type { EventMetadata } from '@shop/contracts';

/** A signed-in member names the inviter whose code they were given. */
export class AcceptInvitationCommand {
  constructor(
    readonly userId: string,
    readonly inviterId: string,
    readonly invitationCode: string,
    readonly metadata: EventMetadata,
  ) {}
}
