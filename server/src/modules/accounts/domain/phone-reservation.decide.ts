// Who holds a phone number, on its `phone-<key>` stream: the first registration takes it, a
// closed account gives it back. Keeps two accounts from ever sharing a phone. The stream outlives
// its holders, so it also records the phone's first verification, which settles its invitation
// reward: once, ever.
import type { PhoneReservationEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';

export type PhoneReservation = {
  holder: string | null;
  /** Who first verified the phone and who invited them (the reward's pair); null until then. */
  invitationReward: { userId: string; inviterId: string | null } | null;
};

export type ReservePhone = { type: 'ReservePhone'; data: { phone: string; userId: string } };
export type ReleasePhone = { type: 'ReleasePhone'; data: { userId: string } };
/** The holder verified the phone: the first verification ever settles the phone's invitation reward. */
export type SettleInvitationReward = { type: 'SettleInvitationReward'; data: { userId: string; inviterId: string | null } };
export type PhoneReservationCommand = ReservePhone | ReleasePhone | SettleInvitationReward;

export class PhoneTaken extends DomainError {}

export const initialPhoneReservation: PhoneReservation = { holder: null, invitationReward: null };

export function evolve(state: PhoneReservation, event: PhoneReservationEvent): PhoneReservation {
  switch (event.type) {
    case 'PhoneReserved':
      return { ...state, holder: event.data.userId };
    case 'PhoneReleased':
      return state.holder === event.data.userId ? { ...state, holder: null } : state;
    case 'InvitationRewardSettled':
      return { ...state, invitationReward: event.data };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decide(command: PhoneReservationCommand, state: PhoneReservation): PhoneReservationEvent[] {
  switch (command.type) {
    case 'ReservePhone':
      if (state.holder === command.data.userId) return [];
      if (state.holder) throw new PhoneTaken('the phone belongs to another account');
      return [{ type: 'PhoneReserved', data: command.data }];
    case 'ReleasePhone':
      return state.holder === command.data.userId ? [{ type: 'PhoneReleased', data: command.data }] : [];
    case 'SettleInvitationReward':
      if (state.holder !== command.data.userId) throw new PhoneTaken('the phone belongs to another account');
      return state.invitationReward ? [] : [{ type: 'InvitationRewardSettled', data: command.data }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const phoneReservationDecider = { initialState: initialPhoneReservation, evolve, decide };
