import { deciderSpec } from '../../../testing/decider-spec';
import { PhoneTaken, phoneReservationDecider } from './phone-reservation.decide';

const spec = deciderSpec(phoneReservationDecider);
const reserved = (userId: string) => ({ type: 'PhoneReserved' as const, data: { phone: '0912345678', userId } });
const released = (userId: string) => ({ type: 'PhoneReleased' as const, data: { userId } });
const reserve = (userId: string) => ({ type: 'ReservePhone' as const, data: { phone: '0912345678', userId } });

describe('phone reservations', () => {
  it('gives a free phone to the first account', () =>
    spec
      .given()
      .when(reserve('u1'))
      .then([reserved('u1')]));

  it('refuses a phone another account holds', () => spec.given(reserved('u1')).when(reserve('u2')).thenThrows(PhoneTaken));

  it('gives a released phone to a new account', () =>
    spec
      .given(reserved('u1'), released('u1'))
      .when(reserve('u2'))
      .then([reserved('u2')]));

  it('releases only the holder’s phone', () => {
    spec
      .given(reserved('u1'))
      .when({ type: 'ReleasePhone', data: { userId: 'u1' } })
      .then([released('u1')]);
    spec
      .given(reserved('u2'))
      .when({ type: 'ReleasePhone', data: { userId: 'u1' } })
      .thenNothingHappens();
  });

  describe('the invitation reward', () => {
    const claim = (userId: string, inviterId: string | null) => ({ type: 'SettleInvitationReward' as const, data: { userId, inviterId } });
    const claimed = (userId: string, inviterId: string | null) => ({ type: 'InvitationRewardSettled' as const, data: { userId, inviterId } });

    it('goes to the holder who verified the phone with an inviter', () =>
      spec
        .given(reserved('u1'))
        .when(claim('u1', 'x'))
        .then([claimed('u1', 'x')]));

    it('is settled once, however often it is asked for', () =>
      spec.given(reserved('u1'), claimed('u1', 'x')).when(claim('u1', 'x')).thenNothingHappens());

    it('is never settled again for the phone, for a later account and another inviter', () => {
      spec.given(reserved('a'), claimed('a', 'x'), released('a'), reserved('e')).when(claim('e', 'y')).thenNothingHappens();
      spec.given(reserved('a'), claimed('a', null), released('a'), reserved('e')).when(claim('e', 'y')).thenNothingHappens();
    });

    it('is refused to an account that does not hold the phone', () => spec.given(reserved('u1')).when(claim('u2', 'x')).thenThrows(PhoneTaken));
  });
});
