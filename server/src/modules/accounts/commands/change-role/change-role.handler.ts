// Gives an account another role as UserRoleChanged on its own stream (with the admin's id), then
// waits for the account read model to show it: sessions read the role there, so the next call of
// the account already has the new role (this process drops its cached sessions of the account
// then; other processes hear the row change, database/row-changes.ts). An unchanged role records nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { AccountDirectory, accountOf, type AccountView } from '../../account-directory.service';
import { userDecider } from '../../domain/user.decide';
import { SessionsService } from '../../sessions.service';
import { ChangeRoleCommand } from './change-role.command';

export interface RoleChanged {
  changed: boolean;
  from: Role;
  account: AccountView;
}

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand, RoleChanged> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly directory: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async execute(cmd: ChangeRoleCommand): Promise<RoleChanged> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'ChangeRole', data: { userId: cmd.userId, role: cmd.role, staffId: cmd.staffId } },
      metadata: cmd.metadata,
    });
    const [event] = result.events;
    if (event) {
      await this.directory.accountShown(cmd.userId, result.revision);
      this.sessions.forgetAccount(cmd.userId);
    }
    const account = accountOf(result.state);
    return { changed: Boolean(event), from: event?.type === 'UserRoleChanged' ? event.data.from : (account.role as Role), account };
  }
}
