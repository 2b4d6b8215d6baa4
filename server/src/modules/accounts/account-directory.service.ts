// Finds accounts: who owns a phone or a provider identity (decided by the reservation streams, so
// never stale), and the account row once the user-account read model has caught up.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityProvider, UserInfo } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';

export const phoneStream = (phone: string) => `phone-${phone}`;
/** Provider subjects are opaque strings: hashed into a safe stream name. */
export const identityStream = (provider: IdentityProvider, subject: string) =>
  `identity-${provider}-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;

export function toUserInfo(row: Pick<UserAccountRow, 'userId' | 'name' | 'phone' | 'email' | 'photoUrl' | 'role'>): UserInfo {
  return {
    id: row.userId,
    uid: row.userId,
    name: row.name,
    displayName: row.name,
    phone: row.phone,
    email: row.email,
    photoURL: row.photoUrl,
    role: row.role as UserInfo['role'],
  };
}

@Injectable()
export class AccountDirectory {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async userIdByPhone(phone: string): Promise<string | null> {
    const [reserved] = await this.store.readStream(phoneStream(phone), { maxCount: 1 });
    return reserved ? (reserved.data as { userId: string }).userId : null;
  }

  async userIdByIdentity(provider: IdentityProvider, subject: string): Promise<string | null> {
    const [reserved] = await this.store.readStream(identityStream(provider, subject), { maxCount: 1 });
    return reserved ? (reserved.data as { userId: string }).userId : null;
  }

  byId(userId: string): Promise<UserAccountRow | null> {
    return this.db.getRepository(UserAccountRow).findOneBy({ userId });
  }

  byInvitationCode(code: string): Promise<UserAccountRow | null> {
    return this.db.getRepository(UserAccountRow).findOneBy({ invitationCode: code.toUpperCase() });
  }

  /**
   * The account row once the read model has applied the stream up to `revision`: the answer to a
   * write then shows the write (and the new session's token works at once).
   */
  async caughtUp(userId: string, revision: bigint, timeoutMs = 5000): Promise<UserAccountRow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.byId(userId);
      if (row && BigInt(row.revision) >= revision) return row;
      if (Date.now() > deadline) throw new Error(`user-account read model did not reach ${userId}@${revision} in time`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
