// Records the member's inviter; the decider refuses a second inviter and the member's own code.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { userDecider } from '../../domain/user.decide';
import { AcceptInvitationCommand } from './accept-invitation.command';

@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: AcceptInvitationCommand): Promise<void> {
    await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'AcceptInvitation', data: { userId: cmd.userId, inviterId: cmd.inviterId, invitationCode: cmd.invitationCode } },
      metadata: cmd.metadata,
    });
  }
}
