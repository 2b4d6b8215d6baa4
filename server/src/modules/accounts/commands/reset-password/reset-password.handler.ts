// Replaces the password (after an SMS code proved the phone) and ends every session of the account.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from 'argon2';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { AccountDirectory } from '../../account-directory.service';
import { userDecider } from '../../domain/user.decide';
import { SessionsService } from '../../sessions.service';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  async execute(cmd: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hash(cmd.password, { type: 2 });
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'ChangePassword', data: { userId: cmd.userId, passwordHash, reason: 'reset' } },
      metadata: cmd.metadata,
    });
    await this.sessions.revokeAll(cmd.userId, new Date(cmd.metadata.occurredAt));
    // Answer once the new password signs in.
    await this.accounts.caughtUp(cmd.userId, result.revision);
  }
}
