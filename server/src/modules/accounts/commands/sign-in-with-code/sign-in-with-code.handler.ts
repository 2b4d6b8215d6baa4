// Code login records that the member proved the phone (once per phone) and answers with the
// account as decided, with no wait on a read model: the account's row exists already.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { accountOf, type AccountView } from '../../account-directory.service';
import { userDecider } from '../../domain/user.decide';
import { SignInWithCodeCommand } from './sign-in-with-code.command';

@CommandHandler(SignInWithCodeCommand)
export class SignInWithCodeHandler implements ICommandHandler<SignInWithCodeCommand, AccountView> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: SignInWithCodeCommand): Promise<AccountView> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'VerifyPhone', data: { userId: cmd.userId, phone: cmd.phone } },
      metadata: cmd.metadata,
    });
    return accountOf(result.state);
  }
}
