import type { EventMetadata } from '@shop/contracts';

/** The phone's SMS code was right: the account behind it has verified the phone. */
export class SignInWithCodeCommand {
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly metadata: EventMetadata,
  ) {}
}
