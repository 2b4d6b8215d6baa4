// Binds a phone to an account made without one (002 §3): take the phone's reservation (a phone
// belongs to one account only; first writer wins), record PhoneBound on the user stream (once per
// account), then pay the invitation reward (InvitationRewards: once per phone, ever). A confirm retried after a crash between the binding and the payment finds
// its own binding and pays what is still owed; a binding refused after the reservation was taken
// (a concurrent confirm of another phone) gives the reservation back.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages, type PhoneBound } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { DomainError } from '../../../../platform/decider';
import { AccountDirectory } from '../../account-directory.service';
import { PhoneTaken, phoneReservationDecider } from '../../domain/phone-reservation.decide';
import { PhoneAlreadyBound, userDecider } from '../../domain/user.decide';
import { InvitationRewards } from '../../phone-streams/invitation-rewards';
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
    @Inject(InvitationRewards) private readonly rewards: InvitationRewards,
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
    const rewardPoints = await this.rewards.pay(bound, metadata);
    return { phone, boundAt: metadata.occurredAt, rewardPoints };
  }
}
