// Binds a phone to an account made without one (002 §3): take the phone's reservation (a phone
// belongs to one account only; first writer wins), record PhoneBound on the user stream (once per
// account), then pay the invitation reward through the wallet, keyed by the invitee so that the
// pair is paid once. A confirm retried after a crash between the binding and the payment finds
// its own binding and pays what is still owed; a binding refused after the reservation was taken
// (a concurrent confirm of another phone) gives the reservation back.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants, messages, type PhoneBound } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { DomainError } from '../../../../platform/decider';
import { AdjustPointsCommand } from '../../../wallet/wallet.public';
import { AccountDirectory } from '../../account-directory.service';
import { PhoneTaken, phoneReservationDecider } from '../../domain/phone-reservation.decide';
import { PhoneAlreadyBound, phoneBindingRewards, userDecider } from '../../domain/user.decide';
import { BindPhoneCommand, type PhoneBindingResult } from './bind-phone.command';

export class PhoneBoundToAnother extends DomainError {
  constructor() {
    super(messages.phoneBinding.phoneTaken);
  }
}

@CommandHandler(BindPhoneCommand)
export class BindPhoneHandler implements ICommandHandler<BindPhoneCommand, PhoneBindingResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly directory: AccountDirectory,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ userId, phone, metadata }: BindPhoneCommand): Promise<PhoneBindingResult> {
    const phoneStream = await this.directory.phoneStream(phone);
    try {
      await runCommand({
        store: this.store,
        streamId: phoneStream,
        decider: phoneReservationDecider,
        command: { type: 'ReservePhone', data: { phone, userId } },
        metadata,
      });
    } catch (error) {
      if (error instanceof PhoneTaken) throw new PhoneBoundToAnother();
      throw error;
    }
    let bound: PhoneBound['data'];
    try {
      const { events } = await runCommand({
        store: this.store,
        streamId: `user-${userId}`,
        decider: userDecider,
        command: { type: 'BindPhone', data: { userId, phone } },
        metadata,
      });
      bound = (events as PhoneBound[])[0].data;
    } catch (error) {
      if (!(error instanceof PhoneAlreadyBound)) throw error;
      if (error.binding?.phone !== phone) {
        // The account has another phone: this one was reserved for nothing.
        if (error.phone !== phone)
          await runCommand({
            store: this.store,
            streamId: phoneStream,
            decider: phoneReservationDecider,
            command: { type: 'ReleasePhone', data: { userId } },
            metadata,
          });
        throw error;
      }
      bound = error.binding;
    }
    const points = constants.points.phoneBindingRewardPoints;
    const rewards = phoneBindingRewards(bound, points);
    for (const reward of rewards)
      await this.commands.execute(
        new AdjustPointsCommand(
          { userId: reward.userId, delta: reward.points, reason: 'phone_binding', reference: reward.reference, description: reward.description },
          metadata,
        ),
      );
    return { phone, boundAt: metadata.occurredAt, rewardPoints: rewards.length ? points : 0 };
  }
}
