import type { UserEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  AlreadyInvited,
  CannotRemoveOwnAdmin,
  CannotInviteSelf,
  PhoneAlreadyBound,
  UserAlreadyRegistered,
  UserNotFound,
  invitationRewards,
  userDecider,
  type RegisterUser,
} from './user.decide';

const spec = deciderSpec(userDecider);
const base = {
  userId: 'u1',
  phone: '0912345678',
  name: '小明',
  role: 'member' as const,
  hasPassword: true,
  via: 'phone' as const,
  invitationCode: 'ABCD2345',
};
const registered: UserEvent = { type: 'UserRegistered', data: base };
const register = (extra: Partial<RegisterUser['data']> = {}): RegisterUser => ({
  type: 'RegisterUser',
  data: { ...base, phoneVerified: false, ...extra },
});

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
      .when(register({ phone: null, hasPassword: false, via: 'google', provider: { provider: 'google', subject: 's1', email: 'a@b.tw' } }))
      .then([
        { type: 'UserRegistered', data: { ...base, phone: null, hasPassword: false, via: 'google' } },
        { type: 'ProviderLinked', data: { userId: 'u1', provider: 'google', subject: 's1', email: 'a@b.tw' } },
      ]));

  it('refuses a second registration of the same id', () => spec.given(registered).when(register()).thenThrows(UserAlreadyRegistered));
});

describe('profile and phone', () => {
  it('changes the name', () =>
    spec
      .given(registered)
      .when({ type: 'UpdateProfile', data: { userId: 'u1', name: '大明' } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', name: '大明' } }]));

  it('records nothing for an unchanged name', () =>
    spec
      .given(registered)
      .when({ type: 'UpdateProfile', data: { userId: 'u1', name: '小明' } })
      .thenNothingHappens());

  it('records a phone verification once', () =>
    spec
      .given(registered, { type: 'PhoneVerified', data: { userId: 'u1', phone: '0912345678' } })
      .when({ type: 'VerifyPhone', data: { userId: 'u1', phone: '0912345678' } })
      .thenNothingHappens());

  it('refuses to change the password of an unknown account', () =>
    spec
      .given()
      .when({ type: 'ChangePassword', data: { userId: 'u1', reason: 'reset' } })
      .thenThrows(UserNotFound));
});

describe('closing', () => {
  const close = { type: 'CloseAccount' as const, data: { userId: 'u1', confirmedBy: 'password' as const } };

  it('records the closing', () =>
    spec
      .given(registered)
      .when(close)
      .then([{ type: 'AccountClosed', data: close.data }]));

  it('treats a closed account as gone', () =>
    spec
      .given(registered, { type: 'AccountClosed', data: close.data })
      .when({ type: 'UpdateProfile', data: { userId: 'u1', name: '大明' } })
      .thenThrows(UserNotFound));

  it('closes an account once', () => spec.given(registered, { type: 'AccountClosed', data: close.data }).when(close).thenThrows(UserNotFound));
});

describe('invitations', () => {
  const accept = (inviterId: string) => ({ type: 'AcceptInvitation' as const, data: { userId: 'u1', inviterId, invitationCode: 'QQQQ7777' } });

  it('accepts one inviter', () =>
    spec
      .given(registered)
      .when(accept('u2'))
      .then([{ type: 'InvitationAccepted', data: accept('u2').data }]));

  it('refuses a second inviter', () =>
    spec
      .given(registered, { type: 'InvitationAccepted', data: accept('u2').data })
      .when(accept('u3'))
      .thenThrows(AlreadyInvited));

  it('refuses the account’s own code', () => spec.given(registered).when(accept('u1')).thenThrows(CannotInviteSelf));
});

describe('invoice settings', () => {
  const none = { userId: 'u1', invoiceType: 'none' as const, email: '', carrierNumber: '', taxId: '', companyName: '', donationCode: '' };
  const withCarrier: UserEvent = { type: 'InvoiceSettingsUpdated', data: { ...none, invoiceType: 'personal', carrierNumber: '/123-ABC' } };
  const change = (c: Extract<Parameters<typeof userDecider.decide>[0], { type: 'UpdateInvoiceSettings' }>['data']['change']) => ({
    type: 'UpdateInvoiceSettings' as const,
    data: { userId: 'u1', change: c },
  });

  it('saving a carrier makes personal the default type', () =>
    spec
      .given(registered)
      .when(change({ kind: 'carrier', carrierNumber: '/123-ABC' }))
      .then([withCarrier]));

  it('saving a company keeps the e-mail and the carrier, and switches the type', () =>
    spec
      .given(registered, withCarrier, {
        type: 'InvoiceSettingsUpdated',
        data: { ...none, invoiceType: 'personal', carrierNumber: '/123-ABC', email: 'a@b.tw' },
      })
      .when(change({ kind: 'company', companyName: '好物', taxId: '12345678' }))
      .then([
        {
          type: 'InvoiceSettingsUpdated',
          data: { ...none, invoiceType: 'company', carrierNumber: '/123-ABC', email: 'a@b.tw', companyName: '好物', taxId: '12345678' },
        },
      ]));

  it('removing the carrier of a personal default leaves no default type', () =>
    spec
      .given(registered, withCarrier)
      .when(change({ kind: 'removeCarrier' }))
      .then([{ type: 'InvoiceSettingsUpdated', data: none }]));

  it('records nothing when nothing changes', () =>
    spec
      .given(registered, withCarrier)
      .when(change({ kind: 'carrier', carrierNumber: '/123-ABC' }))
      .thenNothingHappens());

  it('the e-mail call may choose none', () =>
    spec
      .given(registered, withCarrier)
      .when(change({ kind: 'email', email: 'a@b.tw', invoiceType: 'none' }))
      .then([{ type: 'InvoiceSettingsUpdated', data: { ...none, carrierNumber: '/123-ABC', email: 'a@b.tw' } }]));

  it('refuses settings for an unknown account', () =>
    spec
      .given()
      .when(change({ kind: 'donation', donationCode: '919' }))
      .thenThrows(UserNotFound));
});

describe('binding a phone (002 §3)', () => {
  const byGoogle: UserEvent = { type: 'UserRegistered', data: { ...base, phone: null, hasPassword: false, via: 'google' } };
  const invited: UserEvent = { type: 'InvitationAccepted', data: { userId: 'u1', inviterId: 'u9', invitationCode: 'ZZZZ9999' } };
  const bind = { type: 'BindPhone' as const, data: { userId: 'u1', phone: '0987654321' } };

  it('binds a phone to an account without one, naming the inviter', () =>
    spec
      .given(byGoogle, invited)
      .when(bind)
      .then([{ type: 'PhoneBound', data: { userId: 'u1', phone: '0987654321', inviterId: 'u9' } }]));

  it('binds with no inviter when nobody invited the member', () =>
    spec
      .given(byGoogle)
      .when(bind)
      .then([{ type: 'PhoneBound', data: { userId: 'u1', phone: '0987654321', inviterId: null } }]));

  it('binds once: a second binding, of any phone, is refused', () =>
    spec
      .given(byGoogle, invited, { type: 'PhoneBound', data: { userId: 'u1', phone: '0987654321', inviterId: 'u9' } })
      .when({ type: 'BindPhone', data: { userId: 'u1', phone: '0911111111' } })
      .thenThrows(PhoneAlreadyBound));

  it('refuses an account registered with its phone', () => spec.given(registered).when(bind).thenThrows(PhoneAlreadyBound));

  it('refuses a closed account', () =>
    spec
      .given(byGoogle, { type: 'AccountClosed', data: { userId: 'u1', confirmedBy: 'sms' } })
      .when(bind)
      .thenThrows(UserNotFound));
});

describe('the invitation reward', () => {
  it('pays 200 to the invitee and to the inviter, keyed by the invitee so the pair is paid once', () => {
    const rewards = invitationRewards({ userId: 'u1', inviterId: 'u9' }, 200);
    expect(rewards).toEqual([
      { userId: 'u1', reference: 'invitee:u1', description: '驗證手機邀請獎勵', points: 200 },
      { userId: 'u9', reference: 'inviter:u1', description: '好友驗證手機邀請獎勵', points: 200 },
    ]);
    // A retried payment names the very same rewards (the wallet pays a reason + reference once).
    expect(invitationRewards({ userId: 'u1', inviterId: 'u9' }, 200)).toEqual(rewards);
  });

  it('pays nothing without an inviter', () => expect(invitationRewards({ userId: 'u1', inviterId: null }, 200)).toEqual([]));
});

describe('roles', () => {
  const adminRegistered: UserEvent = { type: 'UserRegistered', data: { ...base, role: 'admin' } };

  it('records the new role with the admin who gave it', () =>
    spec
      .given(registered)
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'support', staffId: 'a1' } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'member', to: 'support', staffId: 'a1' } }]));

  it('changes from the role the last change gave', () =>
    spec
      .given(registered, { type: 'UserRoleChanged', data: { userId: 'u1', from: 'member', to: 'support', staffId: 'a1' } })
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'auditor', staffId: 'a1' } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'support', to: 'auditor', staffId: 'a1' } }]));

  it('records nothing when the role is the same', () =>
    spec
      .given(registered)
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'member', staffId: 'a1' } })
      .thenNothingHappens());

  it('refuses an admin removing their own admin role', () =>
    spec
      .given(adminRegistered)
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'support', staffId: 'u1' } })
      .thenThrows(CannotRemoveOwnAdmin));

  it('lets an admin remove another admin', () =>
    spec
      .given(adminRegistered)
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'member', staffId: 'a2' } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'admin', to: 'member', staffId: 'a2' } }]));

  it('refuses a closed account', () =>
    spec
      .given(registered, { type: 'AccountClosed', data: { userId: 'u1', confirmedBy: 'password' } })
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'support', staffId: 'a1' } })
      .thenThrows(UserNotFound));
});
