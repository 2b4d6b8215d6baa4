import type { EventMetadata } from '@shop/contracts';

/** Staff credit tokens to a wallet (a correction, with its reason); idempotent on the reference. */
export class GrantTokensCommand {
  constructor(
    readonly grant: { userId: string; amount: number; reference: string; description: string },
    readonly metadata: EventMetadata,
  ) {}
}
