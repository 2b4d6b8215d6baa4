import type { EventMetadata } from '@shop/contracts';

export class ResetPasswordCommand {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly metadata: EventMetadata,
  ) {}
}
