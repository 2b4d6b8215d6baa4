// The invitation reward (002 §9: 200 points to the invitee and to the inviter), paid when an
// invited member's phone is first verified, at sign-up, code sign-in or binding. The phone's own
// stream records its first verification and who invited that member (InvitationRewardSettled),
// and it outlives every account that holds the phone: a phone is paid for once, ever, so closing
// an account and binding its phone to a new invited account earns nothing. The wallet pays each reward once by its reference, so a
// payment retried after a crash pays what is still owed and no more.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { constants, type EventMetadata } from '@shop/contracts';
import type { EventStore } from '../../../event-store/event-store.port';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import { runCommand } from '../../../platform/command-runner';
import { AccountDirectory } from '../account-directory.service';
import { phoneReservationDecider } from '../domain/phone-reservation.decide';
import { invitationRewards } from '../domain/user.decide';
import { PayInvitationRewardCommand } from './pay-invitation-reward.command';

@Injectable()
export class InvitationRewards {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly directory: AccountDirectory,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /**
   * Settles the reward of a phone the member just verified: paid to them and their inviter when
   * this is the phone's first verification and someone invited them; answers the points each got.
   */
  async pay(invitee: { userId: string; phone: string; inviterId: string | null }, metadata: EventMetadata): Promise<number> {
    const { state } = await runCommand({
      store: this.store,
      streamId: await this.directory.phoneStream(invitee.phone),
      decider: phoneReservationDecider,
      command: { type: 'SettleInvitationReward', data: { userId: invitee.userId, inviterId: invitee.inviterId } },
      metadata,
    });
    if (state.invitationReward?.userId !== invitee.userId || !state.invitationReward.inviterId) return 0;
    const points = constants.points.phoneBindingRewardPoints;
    for (const reward of invitationRewards(state.invitationReward, points))
      await this.commands.execute(new PayInvitationRewardCommand(reward, metadata));
    return points;
  }
}
