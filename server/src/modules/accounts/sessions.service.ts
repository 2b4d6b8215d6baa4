// Bearer sessions: an unguessable token for the browser, only its hash in the database,
// revocable (logout really ends it) and expiring. Opening and ending one are also facts of the
// member's history (SessionOpened, SessionClosed on `sessions-<userId>`), written after the row:
// the row is what signs in, the event what support reads.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import { RowCache, RowChanges } from '../../database/row-changes';
import type { EventMetadata, Role, SessionEvent, SessionOpened } from '@shop/contracts';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
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
/** The name a session goes by in the member's history: the start of its token's hash. */
const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16);
export const sessionsStreamId = (userId: string) => `sessions-${userId}`;

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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(RowChanges) changes?: RowChanges | null,
  ) {
    this.cache = changes
      ? new RowCache<CachedSession>(changes, 'sessions', 20_000, (s, userId) => s.userId === userId).follow('user_accounts')
      : null;
  }

  async create(userId: string, via: SessionOpened['data']['via'], now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await this.db.getRepository(SessionRow).insert({
      tokenHash,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      revokedAt: null,
    });
    await this.record(userId, [{ type: 'SessionOpened', data: { userId, sessionId: sessionIdOf(tokenHash), via } }], now);
    return token;
  }

  /** The member's session facts, appended as they happen: no rule decides them, the row is already written. */
  private async record(userId: string, events: Pick<SessionEvent, 'type' | 'data'>[], now: Date): Promise<void> {
    if (!events.length) return;
    const correlationId = randomUUID();
    const metadata: EventMetadata = { actor: { kind: 'user', id: userId }, correlationId, causationId: correlationId, occurredAt: now.toISOString() };
    await this.store.appendToStream(
      sessionsStreamId(userId),
      events.map((e) => ({ id: randomUUID(), ...e, metadata })),
      { expectedRevision: 'any' },
    );
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
    const ended = await this.end({ token_hash: tokenHash }, now);
    this.cache?.forget(tokenHash);
    for (const { userId, tokenHash: hash } of ended)
      await this.record(userId, [{ type: 'SessionClosed', data: { userId, sessionId: sessionIdOf(hash), reason: 'logout' } }], now);
  }

  /** Ends every session of the account (password reset, account closed). */
  async revokeAll(userId: string, now = new Date()): Promise<void> {
    this.forgetAccount(userId);
    const ended = await this.end({ user_id: userId }, now);
    this.forgetAccount(userId);
    await this.record(
      userId,
      ended.map(({ tokenHash }) => ({ type: 'SessionClosed', data: { userId, sessionId: sessionIdOf(tokenHash), reason: 'revoked' } })),
      now,
    );
  }

  /** Revokes the open sessions matching one column, answering those it ended (none that had ended already). */
  private async end(where: { token_hash: string } | { user_id: string }, now: Date): Promise<{ userId: string; tokenHash: string }[]> {
    const [column, value] = Object.entries(where)[0]!;
    const [rows] = (await this.db.query(
      `UPDATE sessions SET revoked_at = $2 WHERE ${column} = $1 AND revoked_at IS NULL RETURNING user_id, token_hash`,
      [value, now],
    )) as [{ user_id: string; token_hash: string }[], number];
    return rows.map((r) => ({ userId: r.user_id, tokenHash: r.token_hash }));
  }

  /** Drops this process's cached sessions of an account whose row just changed (role, profile). */
  forgetAccount(userId: string): void {
    this.cache?.forgetWhere((s) => s.userId === userId);
  }
}
