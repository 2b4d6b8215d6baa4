// Who holds a phone number, on its `phone-<key>` stream: the first registration takes it, a
// closed account gives it back. Keeps two accounts from ever sharing a phone.
import type { PhoneReservationEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';

export type PhoneReservation = { holder: string | null };

export type ReservePhone = { type: 'ReservePhone'; data: { phone: string; userId: string } };
export type ReleasePhone = { type: 'ReleasePhone'; data: { userId: string } };
export type PhoneReservationCommand = ReservePhone | ReleasePhone;

export class PhoneTaken extends DomainError {}

export const initialPhoneReservation: PhoneReservation = { holder: null };

export function evolve(state: PhoneReservation, event: PhoneReservationEvent): PhoneReservation {
  switch (event.type) {
    case 'PhoneReserved':
      return { holder: event.data.userId };
    case 'PhoneReleased':
      return state.holder === event.data.userId ? { holder: null } : state;
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
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const phoneReservationDecider = { initialState: initialPhoneReservation, evolve, decide };
