import type { EventMetadata } from '@shop/contracts';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly metadata: EventMetadata,
  ) {}
}
