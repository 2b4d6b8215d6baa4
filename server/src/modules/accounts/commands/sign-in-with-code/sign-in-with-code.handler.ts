// Code login records that the member proved the phone (once per phone) and answers with the
// account as decided, with no wait on a read model: the account's row exists already. A phone
// verified here for the first time pays the invitation reward (once per phone, ever).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { accountOf, type AccountView } from '../../account-directory.service';
import { userDecider } from '../../domain/user.decide';
import { InvitationRewards } from '../../phone-streams/invitation-rewards';
import { SignInWithCodeCommand } from './sign-in-with-code.command';

@CommandHandler(SignInWithCodeCommand)
export class SignInWithCodeHandler implements ICommandHandler<SignInWithCodeCommand, AccountView> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(InvitationRewards) private readonly rewards: InvitationRewards,
  ) {}

  async execute(cmd: SignInWithCodeCommand): Promise<AccountView> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'VerifyPhone', data: { userId: cmd.userId, phone: cmd.phone } },
      metadata: cmd.metadata,
    });
    const account = accountOf(result.state);
    if (result.events.length > 0 && result.state.status === 'registered')
      await this.rewards.pay({ userId: cmd.userId, phone: cmd.phone, inviterId: result.state.invitedBy }, cmd.metadata);
    return account;
  }
}
