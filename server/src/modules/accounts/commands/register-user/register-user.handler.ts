// Registers an account: reserve the phone (first writer wins), then record the user.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from 'argon2';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import { WrongExpectedRevisionError, type EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { DomainError } from '../../../../platform/decider';
import { systemMetadata } from '../../../../http/request-metadata';
import { userDecider } from '../../domain/user.decide';
import { RegisterUserCommand } from './register-user.command';

export class PhoneAlreadyRegistered extends DomainError {
  constructor() {
    super('此手機號碼已註冊');
  }
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, string> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: RegisterUserCommand): Promise<string> {
    const userId = `u_${randomBytes(8).toString('hex')}`;
    const now = new Date();
    const metadata = cmd.via === 'cli' ? systemMetadata(now) : { ...systemMetadata(now), actor: { kind: 'user' as const, id: userId } };
    const passwordHash = await hash(cmd.password, { type: 2 });
    try {
      await this.store.appendToStream(
        `phone-${cmd.phone}`,
        [{ id: randomBytes(16).toString('hex'), type: 'PhoneReserved', data: { phone: cmd.phone, userId }, metadata }],
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new PhoneAlreadyRegistered();
      throw error;
    }
    await runCommand({
      store: this.store,
      streamId: `user-${userId}`,
      decider: userDecider,
      command: { type: 'RegisterUser', data: { userId, phone: cmd.phone, name: cmd.name, role: cmd.role, passwordHash, via: cmd.via } },
      metadata,
    });
    return userId;
  }
}
