import type { EventMetadata } from '@shop/contracts';
import type { AddressCommand } from '../../domain/address-book.decide';

/** One change to the member's address book (add, change, remove, choose the default). */
export class ChangeAddressBookCommand {
  constructor(
    readonly command: AddressCommand,
    readonly metadata: EventMetadata,
  ) {}
}
