// Address books written before they were events (rows of the `addresses` table) become events once:
// each member's rows, oldest first, as AddressAdded on their `addresses-<userId>` stream — the
// default marked — dated when the row was made. The ids are derived from the rows, so a repeated
// carry-over (a crash before the rows were removed, two processes starting at once) is the same
// append and writes nothing new. Once written, the member's rows are removed: their personal data
// then lives only in the log, encrypted with the member's key and erased with it.
import { createHash } from 'node:crypto';
import type { AddressEvent } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../../event-store/event-store.port';
import { AddressRow } from './address.entity';
import { addressesStreamId } from './domain/address-book.decide';

/** A UUID-shaped id fixed by its seed. */
function idOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Carries every member's remaining rows over; answers how many members' books it carried. */
export async function carryOverAddresses(db: DataSource, store: EventStore): Promise<number> {
  const rows = await db.getRepository(AddressRow).find({ order: { userId: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  const books = new Map<string, AddressRow[]>();
  for (const row of rows) books.set(row.userId, [...(books.get(row.userId) ?? []), row]);
  for (const [userId, book] of books) {
    const events: AddressEvent[] = book.map((r) => ({
      type: 'AddressAdded',
      data: {
        userId,
        addressId: r.id,
        name: r.name,
        phone: r.phone,
        city: r.city,
        district: r.district,
        addressDetail: r.addressDetail,
        isDefault: r.isDefault,
      },
    }));
    const correlationId = idOf(`address-carry-over:${userId}`);
    await store.appendToStream(
      addressesStreamId(userId),
      events.map((e, i) => ({
        id: idOf(`address-carry-over:${book[i]!.id}`),
        ...e,
        metadata: { actor: { kind: 'system' }, correlationId, causationId: correlationId, occurredAt: book[i]!.createdAt.toISOString() },
      })),
      { expectedRevision: 'no_stream' },
    );
    await db.getRepository(AddressRow).delete({ userId });
  }
  return books.size;
}
