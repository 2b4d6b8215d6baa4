// Renames the member; an unchanged name records nothing. Answers with the account as decided.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { accountOf, type AccountView } from '../../account-directory.service';
import { userDecider } from '../../domain/user.decide';
import { UpdateProfileCommand } from './update-profile.command';

export interface ProfileUpdated {
  changed: boolean;
  account: AccountView;
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, ProfileUpdated> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: UpdateProfileCommand): Promise<ProfileUpdated> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'UpdateProfile', data: { userId: cmd.userId, name: cmd.name } },
      metadata: cmd.metadata,
    });
    return { changed: result.events.length > 0, account: accountOf(result.state) };
  }
}
