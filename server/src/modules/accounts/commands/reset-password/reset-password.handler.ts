// Replaces the password (after an SMS code proved the phone) and ends every session of the account.
// The event says the password was reset; the new hash goes to the credentials table once the
// decider accepted the reset (a closed account gets no credential).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { CredentialsService } from '../../credentials/credentials.service';
import { userDecider } from '../../domain/user.decide';
import { SessionsService } from '../../sessions.service';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
  ) {}

  async execute(cmd: ResetPasswordCommand): Promise<void> {
    await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'ChangePassword', data: { userId: cmd.userId, reason: 'reset' } },
      metadata: cmd.metadata,
    });
    const now = new Date(cmd.metadata.occurredAt);
    await this.credentials.setPassword(cmd.userId, cmd.password, now);
    await this.sessions.revokeAll(cmd.userId, now);
  }
}
