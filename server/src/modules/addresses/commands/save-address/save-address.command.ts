import type { AddressInput } from '@shop/contracts';

/** Adds an address (id null) or changes one of the member's. */
export class SaveAddressCommand {
  constructor(
    readonly userId: string,
    readonly id: string | null,
    readonly input: AddressInput,
    readonly now: Date,
  ) {}
}
