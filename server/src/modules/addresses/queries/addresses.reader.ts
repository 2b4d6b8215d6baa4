// The member's address book (the fold of its stream, a few events), and one address for a
// shipment to copy.
import { Inject, Injectable } from '@nestjs/common';
import type { Address } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { addressBookDecider, addressesStreamId, viewBook } from '../domain/address-book.decide';

@Injectable()
export class AddressesReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async list(userId: string): Promise<Address[]> {
    const { state } = await loadState({ store: this.store, streamId: addressesStreamId(userId), decider: addressBookDecider });
    return viewBook(state);
  }

  /** The member's own address, or null. */
  async find(userId: string, id: string): Promise<Address | null> {
    return (await this.list(userId)).find((a) => a.id === id) ?? null;
  }
}
