// Closes an account: the phone is given back (a new account may take it), the member's
// personal-data key is destroyed (crypto-shredding: their phone, name and e-mail in the log
// become unreadable everywhere, replays included), AccountClosed is recorded, every session ends
// and the credential is deleted. The phone goes first, while it can still be read; the key next:
// erasure is what the member asked for. Every step is idempotent, so a retry after a failure
// part-way finishes the rest.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { MemberKeys } from '../../../../event-store/boundary/member-keys';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { AccountDirectory } from '../../account-directory.service';
import { CredentialsService } from '../../credentials/credentials.service';
import { phoneReservationDecider } from '../../domain/phone-reservation.decide';
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
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  async execute(cmd: CloseAccountCommand): Promise<void> {
    const now = new Date(cmd.metadata.occurredAt);
    const { state: user } = await loadState({ store: this.store, streamId: `user-${cmd.userId}`, decider: userDecider });
    if (user.status === 'registered' && user.phone) {
      await runCommand({
        store: this.store,
        streamId: await this.accounts.phoneStream(user.phone),
        decider: phoneReservationDecider,
        command: { type: 'ReleasePhone', data: { userId: cmd.userId } },
        metadata: cmd.metadata,
      });
    }
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
