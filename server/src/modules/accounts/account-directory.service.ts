// Finds accounts: who owns a phone or a provider identity (decided by the reservation streams, so
// never stale), and the account row of the user-account read model.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityProvider, UserInfo } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { loadState } from '../../platform/command-runner';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../../platform/projection-commits';
import { identityReservationDecider } from './domain/identity-reservation.decide';
import { phoneReservationDecider } from './domain/phone-reservation.decide';
import { userDecider } from './domain/user.decide';
import type { User } from './domain/user.state';
import { PhoneStreams } from './phone-streams/phone-stream-key';

/** Provider subjects are opaque strings: hashed into a safe stream name. */
export const identityStream = (provider: IdentityProvider, subject: string) =>
  `identity-${provider}-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;

/** What the API shows of an account, from the read model's row or from a command's decided state. */
export type AccountView = Pick<UserAccountRow, 'userId' | 'name' | 'phone' | 'email' | 'photoUrl' | 'role' | 'invitationCode'>;

/** The account as a command left it: the answer to a write, without waiting for a read model. */
export function accountOf(user: User): AccountView {
  if (user.status !== 'registered') throw new Error(`account ${user.status === 'closed' ? user.userId : ''} is not open`);
  return {
    userId: user.userId,
    name: user.name,
    phone: user.phone,
    email: user.email,
    photoUrl: user.photoURL,
    role: user.role,
    invitationCode: user.invitationCode,
  };
}

export function toUserInfo(row: AccountView): UserInfo {
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
    @Inject(PhoneStreams) private readonly phones: PhoneStreams,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  phoneStream(phone: string): Promise<string> {
    return this.phones.streamOf(phone);
  }

  /** The account holding the phone now (a closed account gave its phone back). */
  async userIdByPhone(phone: string): Promise<string | null> {
    const { state } = await loadState({ store: this.store, streamId: await this.phoneStream(phone), decider: phoneReservationDecider });
    return state.holder;
  }

  async userIdByIdentity(provider: IdentityProvider, subject: string): Promise<string | null> {
    const { state } = await loadState({ store: this.store, streamId: identityStream(provider, subject), decider: identityReservationDecider });
    return state.holder;
  }

  /** True when `userId` is an open account, decided by its own stream (never a lagging read model). */
  async isOpen(userId: string): Promise<boolean> {
    const { state } = await loadState({ store: this.store, streamId: `user-${userId}`, decider: userDecider });
    return state.status === 'registered';
  }

  byId(userId: string): Promise<UserAccountRow | null> {
    return this.db.getRepository(UserAccountRow).findOneBy({ userId });
  }

  byInvitationCode(code: string): Promise<UserAccountRow | null> {
    return this.db.getRepository(UserAccountRow).findOneBy({ invitationCode: code.toUpperCase() });
  }

  /**
   * Resolves once the user-account read model shows the account at `revision` or later, woken by
   * the projection runner's commits (bounded): a session token made for a new account then
   * works at once, since every authenticated request looks its account up there.
   */
  async accountShown(userId: string, revision: bigint): Promise<void> {
    await this.commits.waitFor('user-account', async () => {
      const row = await this.byId(userId);
      return row !== null && BigInt(row.revision) >= revision;
    });
  }
}
