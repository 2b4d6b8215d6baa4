// The rules of one member's address book, run inside the transaction of each write while the
// member's book is locked (a transaction-scoped advisory lock), so that two writes at once cannot
// leave two defaults or none: the first address is the default, a new default takes the mark from
// the old one, and deleting the default hands it to the newest address left.
import { constants, messages, type Address, type AddressInput } from '@shop/contracts';
import type { EntityManager } from 'typeorm';
import { AddressRow } from './address.entity';

export class AddressRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AddressRejected';
  }
}

export async function lockBook(m: EntityManager, userId: string): Promise<AddressRow[]> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('addresses:' || $1))`, [userId]);
  return m.getRepository(AddressRow).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

export function mustFind(book: AddressRow[], id: string): AddressRow {
  const row = book.find((a) => a.id === id);
  if (!row) throw new AddressRejected(404, messages.address.notFound);
  return row;
}

/** Makes `id` the one default of the book. */
export async function makeDefault(m: EntityManager, userId: string, id: string): Promise<void> {
  // Cleared first: the unique index allows one default per member at any moment.
  await m.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, id]);
  await m.query('UPDATE addresses SET is_default = true WHERE id = $1', [id]);
}

export function checkRoom(book: AddressRow[]): void {
  if (book.length >= constants.box.maxAddresses) throw new AddressRejected(400, messages.address.tooMany);
}

export const fields = (input: AddressInput) => ({
  name: input.name,
  phone: input.phone,
  city: input.city,
  district: input.district,
  addressDetail: input.address_detail,
});

/** The book as the API shows it: the default first, then oldest first. */
export function view(rows: AddressRow[]): Address[] {
  return [...rows]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      city: r.city,
      district: r.district,
      address_detail: r.addressDetail,
      is_default: r.isDefault,
    }));
}
