// Password hashes (argon2id), in their own table rather than the event log: a credential must be
// replaceable and deletable, and an append-only log would keep every old hash forever.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from 'argon2';
import { DataSource } from 'typeorm';

let dummy: Promise<string> | undefined;
/** A real argon2id hash of a random secret, made once: checking against it costs what a real check costs. */
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(16).toString('hex'), { type: 2 });
  return dummy;
}

@Injectable()
export class CredentialsService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async setPassword(userId: string, password: string, now = new Date()): Promise<void> {
    const passwordHash = await hash(password, { type: 2 });
    await this.db.query(
      `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
      [userId, passwordHash, now],
    );
  }

  /**
   * True when the account has this password. An unknown account or one without a password is
   * checked against a fixed hash, so the answer's timing does not reveal which accounts exist.
   */
  async check(userId: string | null, password: string): Promise<boolean> {
    const [row] = userId
      ? ((await this.db.query('SELECT password_hash FROM credentials WHERE user_id = $1', [userId])) as { password_hash: string }[])
      : [];
    const ok = await verify(row?.password_hash ?? (await dummyHash()), password).catch(() => false);
    return Boolean(row) && ok;
  }

  async remove(userId: string): Promise<void> {
    await this.db.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
  }
}
