import { userAccount } from './user-account.projection';

let revision = -1;
const at = '2026-11-22T10:00:00.000+08:00';
type AccountEvent = Parameters<typeof userAccount.evolve>[1];

function event(type: AccountEvent['type'], data: object): AccountEvent {
  revision++;
  return {
    type,
    data,
    streamId: 'user-u1',
    revision,
    recordedAt: new Date(at),
    metadata: { actor: { kind: 'user', id: 'u1' }, correlationId: 'c', causationId: 'c', occurredAt: at },
  } as AccountEvent;
}

describe('the user-account read model', () => {
  it('folds registration, phone, profile, password and invitation, and ignores a replay', () => {
    revision = -1;
    const events = [
      event('UserRegistered', {
        userId: 'u1',
        phone: null,
        name: 'G',
        role: 'member',
        hasPassword: false,
        via: 'google',
        email: 'g@x.tw',
        invitationCode: 'ABCD2345',
      }),
      event('PhoneVerified', { userId: 'u1', phone: '0912345678' }),
      event('ProfileUpdated', { userId: 'u1', name: '小明' }),
      event('PasswordChanged', { userId: 'u1', reason: 'reset' }),
      event('InvitationAccepted', { userId: 'u1', inviterId: 'u9', invitationCode: 'ZZZZ9999' }),
    ];
    const row = events.reduce((r, e) => userAccount.evolve(r, e), null as ReturnType<typeof userAccount.evolve>);
    expect(row).toMatchObject({ phone: '0912345678', name: '小明', email: 'g@x.tw', invitationCode: 'ABCD2345', invitedBy: 'u9', revision: 4 });
    expect(userAccount.evolve(row, events[2])).toBe(row);
  });

  it('takes the role of the last role change', () => {
    revision = -1;
    const registered = event('UserRegistered', { userId: 'u1', phone: '0912345678', name: '小明', role: 'member', hasPassword: true, via: 'phone' });
    const support = event('UserRoleChanged', { userId: 'u1', from: 'member', to: 'support', staffId: 'a1' });
    const admin = event('UserRoleChanged', { userId: 'u1', from: 'support', to: 'admin', staffId: 'a1' });
    const row = [registered, support, admin].reduce((r, e) => userAccount.evolve(r, e), null as ReturnType<typeof userAccount.evolve>);
    expect(row).toMatchObject({ role: 'admin', revision: 2 });
    expect(userAccount.evolve(row, support)).toBe(row);
  });

  it('keeps erased personal data as null and drops the row of a closed account', () => {
    revision = -1;
    const registered = userAccount.evolve(
      null,
      event('UserRegistered', { userId: 'u1', phone: '[erased]', name: '[erased]', role: 'member', hasPassword: true, via: 'phone', email: null }),
    );
    expect(registered).toMatchObject({ phone: null, email: null });
    expect(userAccount.evolve(registered, event('AccountClosed', { userId: 'u1', confirmedBy: 'password' }))).toBeNull();
  });
});
