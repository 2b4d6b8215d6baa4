// Closes an account: the member's personal-data key is destroyed (crypto-shredding: their phone,
// name and e-mail in the log become unreadable everywhere, replays included), AccountClosed is
// recorded, every session ends and the credential is deleted. The key goes first: erasure is what
// the member asked for, and a retry after a failure further on finds the key already gone and
// finishes the rest (every step is idempotent).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { MemberKeys } from '../../../../event-store/boundary/member-keys';
import { runCommand } from '../../../../platform/command-runner';
import { CredentialsService } from '../../credentials/credentials.service';
import { userDecider } from '../../domain/user.decide';
import { SessionsService } from '../../sessions.service';
import { CloseAccountCommand } from './close-account.command';

@CommandHandler(CloseAccountCommand)
export class CloseAccountHandler implements ICommandHandler<CloseAccountCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MemberKeys) private readonly keys: MemberKeys,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
  ) {}

  async execute(cmd: CloseAccountCommand): Promise<void> {
    const now = new Date(cmd.metadata.occurredAt);
    await this.keys.destroy(cmd.userId, now);
    await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'CloseAccount', data: { userId: cmd.userId, confirmedBy: cmd.confirmedBy } },
      metadata: cmd.metadata,
    });
    await this.sessions.revokeAll(cmd.userId, now);
    await this.credentials.remove(cmd.userId);
  }
}
