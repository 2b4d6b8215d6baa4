// Bearer sessions: an unguessable token for the browser, only its hash in the database,
// revocable (logout really ends it) and expiring.
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import { RowCache, RowChanges } from '../../database/row-changes';
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
 * Every authenticated request needs this, so it is one named prepared statement (parsed and
 * planned once per connection, database/prepared-query.ts) rather than a query builder run, and
 * its answer is cached in the process (below).
 */
const VERIFY_SESSION = {
  name: 'verify-session-v2',
  text: `SELECT a.user_id, a.role, a.name, a.phone, a.email, a.photo_url, s.expires_at
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
  expires_at: Date;
}

type CachedSession = SessionUser & { expiresAt: number };

/**
 * Verified sessions are kept per process by token hash (database/row-changes.ts) and dropped when
 * their session row changes (logout, revocation: the row's trigger notifies every process) or their
 * account row does (role, profile, closing); the expiry is checked against the cached expiry time
 * on every request. A revocation by this process drops its entries before it answers.
 */
@Injectable()
export class SessionsService {
  private readonly cache: RowCache<CachedSession> | null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Optional() @Inject(RowChanges) changes?: RowChanges | null,
  ) {
    this.cache = changes
      ? new RowCache<CachedSession>(changes, 'sessions', 20_000, (s, userId) => s.userId === userId).follow('user_accounts')
      : null;
  }

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
    const tokenHash = hashToken(token);
    const load = () => this.load(tokenHash, now);
    const session = this.cache ? await this.cache.get(tokenHash, load, (s) => s.expiresAt > now.getTime()) : await load();
    if (!session) return null;
    const { expiresAt: _, ...user } = session;
    return user;
  }

  private async load(tokenHash: string, now: Date): Promise<CachedSession | null> {
    const [account] = await preparedQuery<VerifiedRow>(this.db, VERIFY_SESSION.name, VERIFY_SESSION.text, [tokenHash, now]);
    if (!account) return null;
    return {
      userId: account.user_id,
      role: account.role as Role,
      name: account.name,
      phone: account.phone,
      email: account.email,
      photoUrl: account.photo_url,
      expiresAt: account.expires_at.getTime(),
    };
  }

  async revoke(token: string, now = new Date()): Promise<void> {
    const tokenHash = hashToken(token);
    this.cache?.forget(tokenHash);
    await this.db.getRepository(SessionRow).update({ tokenHash, revokedAt: IsNull() }, { revokedAt: now });
    this.cache?.forget(tokenHash);
  }

  /** Ends every session of the account (password reset). */
  async revokeAll(userId: string, now = new Date()): Promise<void> {
    this.forgetAccount(userId);
    await this.db.getRepository(SessionRow).update({ userId, revokedAt: IsNull() }, { revokedAt: now });
    this.forgetAccount(userId);
  }

  /** Drops this process's cached sessions of an account whose row just changed (role, profile). */
  forgetAccount(userId: string): void {
    this.cache?.forgetWhere((s) => s.userId === userId);
  }
}
