// Bearer sessions: an unguessable token for the browser, only its hash in the database,
// revocable (logout really ends it) and expiring.
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import type { Role } from '@shop/contracts';
import { SessionRow } from './session.entity';

export const SESSION_DAYS = 30;

export interface SessionUser {
  userId: string;
  role: Role;
  name: string;
  phone: string | null;
  email: string | null;
  photoUrl: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every authenticated request runs this, so it is one named prepared statement (parsed and
 * planned once per connection, database/prepared-query.ts) rather than a query builder run.
 */
const VERIFY_SESSION = {
  name: 'verify-session',
  text: `SELECT a.user_id, a.role, a.name, a.phone, a.email, a.photo_url
           FROM sessions s JOIN user_accounts a ON a.user_id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
};

interface VerifiedRow {
  user_id: string;
  role: string;
  name: string;
  phone: string | null;
  email: string | null;
  photo_url: string | null;
}

@Injectable()
export class SessionsService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async create(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.getRepository(SessionRow).insert({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      revokedAt: null,
    });
    return token;
  }

  /** The signed-in user behind a token, or null if it is unknown, revoked or expired. */
  async verify(token: string, now = new Date()): Promise<SessionUser | null> {
    const [account] = await preparedQuery<VerifiedRow>(this.db, VERIFY_SESSION.name, VERIFY_SESSION.text, [hashToken(token), now]);
    if (!account) return null;
    return {
      userId: account.user_id,
      role: account.role as Role,
      name: account.name,
      phone: account.phone,
      email: account.email,
      photoUrl: account.photo_url,
    };
  }

  async revoke(token: string, now = new Date()): Promise<void> {
    await this.db.getRepository(SessionRow).update({ tokenHash: hashToken(token), revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Ends every session of the account (password reset). */
  async revokeAll(userId: string, now = new Date()): Promise<void> {
    await this.db.getRepository(SessionRow).update({ userId, revokedAt: IsNull() }, { revokedAt: now });
  }
}
