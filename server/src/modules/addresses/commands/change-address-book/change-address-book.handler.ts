// Runs one change of the member's address book on its stream and answers the book as it now is.
// Two changes at once settle by the stream's expected revision (the runner decides again on the
// newer book), so the book's rules hold whatever the interleaving.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Address } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { addressBookDecider, addressesStreamId, viewBook } from '../../domain/address-book.decide';
import { ChangeAddressBookCommand } from './change-address-book.command';

@CommandHandler(ChangeAddressBookCommand)
export class ChangeAddressBookHandler implements ICommandHandler<ChangeAddressBookCommand, Address[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, metadata }: ChangeAddressBookCommand): Promise<Address[]> {
    const { state } = await runCommand({
      store: this.store,
      streamId: addressesStreamId(command.data.userId),
      decider: addressBookDecider,
      command,
      metadata,
    });
    return viewBook(state);
  }
}
