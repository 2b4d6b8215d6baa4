// Per-member personal-data keys, kept outside the log in `member_keys`. Destroying a key (closing
// the account) leaves a tombstone row, so the boundary knows to erase that member's personal data
// on read, also in events written before encryption existed.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A member's key: the AES-256 key, or 'destroyed' once the account was closed. */
export type MemberKey = Buffer | 'destroyed';

export class MemberKeyDestroyedError extends Error {
  constructor(readonly userId: string) {
    super(`personal-data key of ${userId} was destroyed: the account is closed`);
    this.name = 'MemberKeyDestroyedError';
  }
}

export class MemberKeys {
  constructor(private readonly db: DataSource) {}

  /** The member's key, made on first use; refuses a closed member. */
  async keyFor(userId: string): Promise<Buffer> {
    // Several processes may write a new member at once: the first insert wins, all read the winner.
    await this.db.query('INSERT INTO member_keys (user_id, key) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, randomBytes(32)]);
    const key = (await this.keysOf([userId])).get(userId);
    if (!key || key === 'destroyed') throw new MemberKeyDestroyedError(userId);
    return key;
  }

  /** Keys of the members that have a row (a member without one has never had personal data encrypted). */
  async keysOf(userIds: string[]): Promise<Map<string, MemberKey>> {
    if (!userIds.length) return new Map();
    const rows = (await this.db.query('SELECT user_id, key FROM member_keys WHERE user_id = ANY($1)', [userIds])) as {
      user_id: string;
      key: Buffer | null;
    }[];
    return new Map(rows.map((r) => [r.user_id, r.key ?? 'destroyed']));
  }

  /** Crypto-shredding: the key is gone for good, a tombstone says so. */
  async destroy(userId: string, now = new Date()): Promise<void> {
    await this.db.query(
      `INSERT INTO member_keys (user_id, key, destroyed_at) VALUES ($1, NULL, $2)
       ON CONFLICT (user_id) DO UPDATE SET key = NULL, destroyed_at = COALESCE(member_keys.destroyed_at, EXCLUDED.destroyed_at)`,
      [userId, now],
    );
  }
}
