import { deciderSpec } from '../../../testing/decider-spec';
import { IdentityTaken, identityReservationDecider } from './identity-reservation.decide';

const spec = deciderSpec(identityReservationDecider);
const data = (userId: string) => ({ provider: 'google' as const, subject: 'sub-1', userId });

describe('identity reservations', () => {
  it('links a new identity to the first account', () =>
    spec
      .given()
      .when({ type: 'ReserveIdentity', data: data('u1') })
      .then([{ type: 'IdentityReserved', data: data('u1') }]));

  it('names the account that holds an identity already', () =>
    spec
      .given({ type: 'IdentityReserved', data: data('u1') })
      .when({ type: 'ReserveIdentity', data: data('u2') })
      .thenThrows(IdentityTaken, (error) => expect((error as IdentityTaken).holder).toBe('u1')));
});
