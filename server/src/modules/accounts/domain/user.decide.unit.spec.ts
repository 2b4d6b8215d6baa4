import type { UserEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { AlreadyInvited, CannotInviteSelf, UserAlreadyRegistered, UserNotFound, userDecider, type RegisterUser } from './user.decide';

const spec = deciderSpec(userDecider);
const base = { userId: 'u1', phone: '0912345678', name: '小明', role: 'member' as const, passwordHash: 'h1', via: 'phone' as const, invitationCode: 'ABCD2345' };
const registered: UserEvent = { type: 'UserRegistered', data: base };
const register = (extra: Partial<RegisterUser['data']> = {}): RegisterUser => ({ type: 'RegisterUser', data: { ...base, phoneVerified: false, ...extra } });

describe('registering', () => {
  it('records a registration with its verified phone and invitation', () =>
    spec
      .given()
      .when(register({ phoneVerified: true, invitation: { inviterId: 'u9', invitationCode: 'ZZZZ9999' } }))
      .then([
        registered,
        { type: 'PhoneVerified', data: { userId: 'u1', phone: '0912345678' } },
        { type: 'InvitationAccepted', data: { userId: 'u1', inviterId: 'u9', invitationCode: 'ZZZZ9999' } },
      ]));

  it('links the provider of an account made by a provider sign-in', () =>
    spec
      .given()
      .when(register({ phone: null, passwordHash: null, via: 'google', provider: { provider: 'google', subject: 's1', email: 'a@b.tw' } }))
      .then([
        { type: 'UserRegistered', data: { ...base, phone: null, passwordHash: null, via: 'google' } },
        { type: 'ProviderLinked', data: { userId: 'u1', provider: 'google', subject: 's1', email: 'a@b.tw' } },
      ]));

  it('refuses a second registration of the same id', () => spec.given(registered).when(register()).thenThrows(UserAlreadyRegistered));
});

describe('profile and phone', () => {
  it('changes the name', () =>
    spec.given(registered).when({ type: 'UpdateProfile', data: { userId: 'u1', name: '大明' } }).then([{ type: 'ProfileUpdated', data: { userId: 'u1', name: '大明' } }]));

  it('records nothing for an unchanged name', () =>
    spec.given(registered).when({ type: 'UpdateProfile', data: { userId: 'u1', name: '小明' } }).thenNothingHappens());

  it('records a phone verification once', () =>
    spec
      .given(registered, { type: 'PhoneVerified', data: { userId: 'u1', phone: '0912345678' } })
      .when({ type: 'VerifyPhone', data: { userId: 'u1', phone: '0912345678' } })
      .thenNothingHappens());

  it('refuses to change the password of an unknown account', () =>
    spec.given().when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'h2', reason: 'reset' } }).thenThrows(UserNotFound));
});

describe('invitations', () => {
  const accept = (inviterId: string) => ({ type: 'AcceptInvitation' as const, data: { userId: 'u1', inviterId, invitationCode: 'QQQQ7777' } });

  it('accepts one inviter', () => spec.given(registered).when(accept('u2')).then([{ type: 'InvitationAccepted', data: accept('u2').data }]));

  it('refuses a second inviter', () =>
    spec.given(registered, { type: 'InvitationAccepted', data: accept('u2').data }).when(accept('u3')).thenThrows(AlreadyInvited));

  it('refuses the account’s own code', () => spec.given(registered).when(accept('u1')).thenThrows(CannotInviteSelf));
});
