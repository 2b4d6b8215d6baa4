// One-off backfills from the log for logs written before credentials and phone keys existed:
// - password hashes carried by version-1 UserRegistered / PasswordChanged events are copied into
//   the credentials table (the newest per member; a credential set since is never overwritten),
//   so existing members still sign in once the upcaster hides the hash;
// - each `phone-<number>` reservation is re-made on `phone-<HMAC>`, the stream lookups now use.
// Runs once per database (data_backfills), under an advisory lock when several processes start.
import { randomUUID } from 'node:crypto';
import { ERASED } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import type { EventStore, Position } from '../../../event-store/event-store.port';
import { runCommand } from '../../../platform/command-runner';
import { phoneReservationDecider } from '../domain/phone-reservation.decide';
import { PhoneStreams } from '../phone-streams/phone-stream-key';

const BACKFILL = 'accounts-credentials-and-phone-streams';
const PAGE = 1000;

/**
 * `stored` shows events as stored (personal data decrypted, no upcasting, so version-1 hashes are
 * visible); `store` is the validating boundary the new reservations are appended through.
 */
export async function backfillAccountsFromLog(options: { stored: EventStore; store: EventStore; db: DataSource; now?: Date }): Promise<boolean> {
  const { stored, store, db } = options;
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [BACKFILL]);
    const done = (await lock.query('SELECT 1 FROM data_backfills WHERE name = $1', [BACKFILL])) as unknown[];
    if (done.length) return false;
    const phones = new PhoneStreams(db);
    const hashes = new Map<string, { hash: string; at: string }>();
    const reservations: { phone: string; userId: string; legacyStream: string }[] = [];
    let after: Position | undefined;
    for (;;) {
      const page = await stored.readAll({ after, maxCount: PAGE, filter: { eventTypes: ['UserRegistered', 'PasswordChanged', 'PhoneReserved'] } });
      if (!page.length) break;
      for (const e of page) {
        const data = e.data as { userId: string; passwordHash?: string | null; phone?: string };
        if (e.type === 'PhoneReserved') {
          if (data.phone && data.phone !== ERASED && e.streamId !== (await phones.streamOf(data.phone)))
            reservations.push({ phone: data.phone, userId: data.userId, legacyStream: e.streamId });
        } else if (typeof data.passwordHash === 'string') hashes.set(data.userId, { hash: data.passwordHash, at: e.metadata.occurredAt });
      }
      after = page[page.length - 1]!.position;
    }
    for (const [userId, { hash, at }] of hashes) {
      await db.query('INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
        userId,
        hash,
        at,
      ]);
    }
    const occurredAt = (options.now ?? new Date()).toISOString();
    for (const r of reservations) {
      const id = randomUUID();
      // The decider makes a re-run (a backfill cut off before it could record itself) a no-op.
      await runCommand({
        store,
        streamId: await phones.streamOf(r.phone),
        decider: phoneReservationDecider,
        command: { type: 'ReservePhone', data: { phone: r.phone, userId: r.userId } },
        metadata: { actor: { kind: 'system' }, correlationId: id, causationId: r.legacyStream, occurredAt },
      });
    }
    await lock.query('INSERT INTO data_backfills (name, done_at) VALUES ($1, now())', [BACKFILL]);
    return true;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [BACKFILL]).catch(() => undefined);
    await lock.release();
  }
}
