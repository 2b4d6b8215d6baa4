// Registers an account: keep the password's hash in the credentials table, reserve the phone (its
// holder decides) and the provider identity (first writer wins), then record the user with its own invitation code
// and, when given, its inviter.
import { randomBytes, randomInt } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { DomainError } from '../../../../platform/decider';
import { systemMetadata } from '../../../../http/request-metadata';
import { ProjectionCommits } from '../../../../platform/projection-commits';
import type { DataSource } from 'typeorm';
import { PhoneStreams } from '../../phone-streams/phone-stream-key';
import { AccountDirectory, accountOf, identityStream, type AccountView } from '../../account-directory.service';
import { CredentialsService } from '../../credentials/credentials.service';
import { IdentityTaken, identityReservationDecider } from '../../domain/identity-reservation.decide';
import { PhoneTaken, phoneReservationDecider } from '../../domain/phone-reservation.decide';
import { userDecider } from '../../domain/user.decide';
import { RegisterUserCommand } from './register-user.command';

export class PhoneAlreadyRegistered extends DomainError {
  constructor() {
    super(messages.auth.phoneAlreadyRegistered);
  }
}
export class IdentityAlreadyLinked extends DomainError {
  constructor(readonly userId: string) {
    super('identity already linked');
  }
}
export class InvitationInvalid extends DomainError {
  constructor() {
    super(messages.auth.invitationInvalid);
  }
}

export interface RegisteredUser {
  userId: string;
  /** The user stream's revision after registering (what the read model must reach for a session). */
  revision: bigint;
  /** The account as registered. */
  account: AccountView;
  /** Who invited the member; null when nobody did. */
  inviterId: string | null;
}

// No 0/O, 1/I/L: read aloud and typed from a screenshot without mistakes.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newInvitationCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisteredUser> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly directory: AccountDirectory,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
  ) {}

  async execute(cmd: RegisterUserCommand): Promise<RegisteredUser> {
    const { options } = cmd;
    const userId = `u_${randomBytes(8).toString('hex')}`;
    const now = new Date();
    const metadata = cmd.via === 'cli' ? systemMetadata(now) : { ...systemMetadata(now), actor: { kind: 'user' as const, id: userId } };

    let invitation: { inviterId: string; invitationCode: string } | undefined;
    if (options.invitationCode) {
      const inviter = await this.directory.byInvitationCode(options.invitationCode);
      if (!inviter) throw new InvitationInvalid();
      invitation = { inviterId: inviter.userId, invitationCode: inviter.invitationCode! };
    }
    // Before any event: the id is new, so a credential left by a failed registration signs no one in.
    if (cmd.password !== null) await this.credentials.setPassword(userId, cmd.password, now);

    if (cmd.phone) await this.reservePhone(cmd.phone, userId, metadata);
    if (options.provider) {
      const { provider, subject } = options.provider;
      try {
        await runCommand({
          store: this.store,
          streamId: identityStream(provider, subject),
          decider: identityReservationDecider,
          command: { type: 'ReserveIdentity', data: { provider, subject, userId } },
          metadata,
        });
      } catch (error) {
        if (error instanceof IdentityTaken) throw new IdentityAlreadyLinked(error.holder);
        throw error;
      }
    }
    const result = await runCommand({
      store: this.store,
      streamId: `user-${userId}`,
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: {
          userId,
          phone: cmd.phone,
          name: cmd.name,
          role: cmd.role,
          hasPassword: cmd.password !== null,
          via: cmd.via,
          email: options.email ?? null,
          photoURL: options.photoURL ?? null,
          invitationCode: newInvitationCode(),
          phoneVerified: options.phoneVerified ?? false,
          provider: options.provider,
          invitation,
        },
      },
      metadata,
    });
    return { userId, revision: result.revision, account: accountOf(result.state), inviterId: invitation?.inviterId ?? null };
  }

  /** A handler outside Nest's container: CLIs, benches and tests that hold the opened infrastructure. */
  static standalone(infra: { eventStore: EventStore; dataSource: DataSource }): RegisterUserHandler {
    const { eventStore, dataSource } = infra;
    // The handler never waits on a read model: the directory needs no runner's commits.
    const directory = new AccountDirectory(dataSource, eventStore, new PhoneStreams(dataSource), new ProjectionCommits());
    return new RegisterUserHandler(eventStore, directory, new CredentialsService(dataSource));
  }

  private async reservePhone(phone: string, userId: string, metadata: ReturnType<typeof systemMetadata>) {
    try {
      await runCommand({
        store: this.store,
        streamId: await this.directory.phoneStream(phone),
        decider: phoneReservationDecider,
        command: { type: 'ReservePhone', data: { phone, userId } },
        metadata,
      });
    } catch (error) {
      if (error instanceof PhoneTaken) throw new PhoneAlreadyRegistered();
      throw error;
    }
  }
}
