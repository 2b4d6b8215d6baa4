// Bearer sessions: an unguessable token for the browser, only its hash in the database,
// revocable (logout really ends it) and expiring.
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { UserAccountRow } from '@shop/projections';
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
    // One round trip: every authenticated request pays for it.
    const account = await this.db
      .getRepository(UserAccountRow)
      .createQueryBuilder('a')
      .innerJoin(SessionRow, 's', 's.userId = a.userId')
      .where('s.tokenHash = :tokenHash AND s.revokedAt IS NULL AND s.expiresAt > :now', { tokenHash: hashToken(token), now })
      .getOne();
    if (!account) return null;
    return { userId: account.userId, role: account.role as Role, name: account.name, phone: account.phone, email: account.email, photoUrl: account.photoUrl };
  }

  async revoke(token: string, now = new Date()): Promise<void> {
    await this.db.getRepository(SessionRow).update({ tokenHash: hashToken(token), revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Ends every session of the account (password reset). */
  async revokeAll(userId: string, now = new Date()): Promise<void> {
    await this.db.getRepository(SessionRow).update({ userId, revokedAt: IsNull() }, { revokedAt: now });
  }
}
