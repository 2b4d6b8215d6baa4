// Which shop account a Google or LINE identity signs in to, on its `identity-<provider>-<sha>`
// stream: the first account to reserve it keeps it.
import type { IdentityProvider, IdentityReserved } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';

export type IdentityReservation = { holder: string | null };

export type ReserveIdentity = { type: 'ReserveIdentity'; data: { provider: IdentityProvider; subject: string; userId: string } };

/** The identity already signs in to `holder` (two first sign-ins raced). */
export class IdentityTaken extends DomainError {
  constructor(readonly holder: string) {
    super('identity already linked');
  }
}

export const initialIdentityReservation: IdentityReservation = { holder: null };

export function evolve(state: IdentityReservation, event: IdentityReserved): IdentityReservation {
  return state.holder ? state : { holder: event.data.userId };
}

export function decide(command: ReserveIdentity, state: IdentityReservation): IdentityReserved[] {
  if (state.holder === command.data.userId) return [];
  if (state.holder) throw new IdentityTaken(state.holder);
  return [{ type: 'IdentityReserved', data: command.data }];
}

export const identityReservationDecider = { initialState: initialIdentityReservation, evolve, decide };
