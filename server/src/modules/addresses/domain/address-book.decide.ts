// The member's address book on `addresses-<userId>`: the first address is the default, choosing a
// default moves the mark, editing cannot un-mark the default (choose another instead), deleting the
// default hands the mark to the newest address left, and a book holds at most
// constants.box.maxAddresses. So there is always exactly one default once there is any address.
import { constants, messages, type Address, type AddressEvent, type AddressInput } from '@shop/contracts';

export class AddressRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AddressRejected';
  }
}

interface BookEntry {
  addressId: string;
  name: string;
  phone: string;
  city: string;
  district: string;
  addressDetail: string;
}

export interface AddressBook {
  /** Oldest first. */
  entries: readonly BookEntry[];
  defaultId: string | null;
}

export const initialBook: AddressBook = { entries: [], defaultId: null };

export function evolve(book: AddressBook, event: AddressEvent): AddressBook {
  switch (event.type) {
    case 'AddressAdded': {
      const { userId: _, isDefault, ...entry } = event.data;
      return { entries: [...book.entries, entry], defaultId: isDefault ? entry.addressId : book.defaultId };
    }
    case 'AddressChanged': {
      const { userId: _, ...entry } = event.data;
      return { ...book, entries: book.entries.map((e) => (e.addressId === entry.addressId ? entry : e)) };
    }
    case 'AddressRemoved':
      return {
        entries: book.entries.filter((e) => e.addressId !== event.data.addressId),
        defaultId: book.defaultId === event.data.addressId ? null : book.defaultId,
      };
    case 'DefaultAddressChosen':
      return { ...book, defaultId: event.data.addressId };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export type AddressCommand =
  | { type: 'AddAddress'; data: { userId: string; addressId: string; input: AddressInput } }
  | { type: 'ChangeAddress'; data: { userId: string; addressId: string; input: AddressInput } }
  | { type: 'RemoveAddress'; data: { userId: string; addressId: string } }
  | { type: 'ChooseDefaultAddress'; data: { userId: string; addressId: string } };

const fieldsOf = (input: AddressInput) => ({
  name: input.name,
  phone: input.phone,
  city: input.city,
  district: input.district,
  addressDetail: input.address_detail,
});

function mustHave(book: AddressBook, addressId: string): BookEntry {
  const entry = book.entries.find((e) => e.addressId === addressId);
  if (!entry) throw new AddressRejected(404, messages.address.notFound);
  return entry;
}

export function decide(command: AddressCommand, book: AddressBook): AddressEvent[] {
  const { userId, addressId } = command.data;
  switch (command.type) {
    case 'AddAddress':
      if (book.entries.some((e) => e.addressId === addressId)) return [];
      if (book.entries.length >= constants.box.maxAddresses) throw new AddressRejected(400, messages.address.tooMany);
      return [
        {
          type: 'AddressAdded',
          data: { userId, addressId, ...fieldsOf(command.data.input), isDefault: book.entries.length === 0 || command.data.input.is_default },
        },
      ];
    case 'ChangeAddress': {
      const before = mustHave(book, addressId);
      const after = { addressId, ...fieldsOf(command.data.input) };
      const changed = (Object.keys(after) as (keyof BookEntry)[]).some((k) => after[k] !== before[k]);
      return [
        ...(changed ? [{ type: 'AddressChanged' as const, data: { userId, ...after } }] : []),
        ...(command.data.input.is_default && book.defaultId !== addressId
          ? [{ type: 'DefaultAddressChosen' as const, data: { userId, addressId } }]
          : []),
      ];
    }
    case 'RemoveAddress': {
      mustHave(book, addressId);
      const left = book.entries.filter((e) => e.addressId !== addressId);
      const heir = book.defaultId === addressId ? left[left.length - 1] : undefined;
      return [
        { type: 'AddressRemoved', data: { userId, addressId } },
        ...(heir ? [{ type: 'DefaultAddressChosen' as const, data: { userId, addressId: heir.addressId } }] : []),
      ];
    }
    case 'ChooseDefaultAddress':
      mustHave(book, addressId);
      return book.defaultId === addressId ? [] : [{ type: 'DefaultAddressChosen', data: { userId, addressId } }];
  }
}

/** The book as the API shows it: the default first, then oldest first. */
export function viewBook(book: AddressBook): Address[] {
  const rows = book.entries.map((e) => ({
    id: e.addressId,
    name: e.name,
    phone: e.phone,
    city: e.city,
    district: e.district,
    address_detail: e.addressDetail,
    is_default: e.addressId === book.defaultId,
  }));
  return [...rows.filter((r) => r.is_default), ...rows.filter((r) => !r.is_default)];
}

export const addressesStreamId = (userId: string) => `addresses-${userId}`;
export const addressBookDecider = { initialState: initialBook, evolve, decide };
