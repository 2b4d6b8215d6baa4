import type { EventMetadata, Role } from '@shop/contracts';

/** An admin (`staffId`) gives the account `userId` the role `role`. */
export class ChangeRoleCommand {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
