import { shopEventSchema } from './index';
import { currentEventVersion, upcast } from './upcasters';

const v1Registered = {
  userId: 'u1',
  phone: '0912345678',
  name: '小明',
  role: 'member',
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$abc$def',
  via: 'phone',
  email: null,
};

describe('event upcasters', () => {
  it('turns a version-1 registration into version 2 without the password hash', () => {
    const { data, version } = upcast('UserRegistered', v1Registered, 1);
    expect(version).toBe(2);
    expect(data).not.toHaveProperty('passwordHash');
    expect(data).toMatchObject({ userId: 'u1', hasPassword: true });
    expect(shopEventSchema.safeParse({ type: 'UserRegistered', data }).success).toBe(true);
  });

  it('knows a version-1 account made without a password', () =>
    expect(upcast('UserRegistered', { ...v1Registered, passwordHash: null, via: 'google' }, 1).data).toMatchObject({ hasPassword: false }));

  it('drops the hash of a version-1 password change', () =>
    expect(upcast('PasswordChanged', { userId: 'u1', passwordHash: 'h', reason: 'reset' }, 1)).toEqual({
      data: { userId: 'u1', reason: 'reset' },
      version: 2,
    }));

  it('leaves current events and unversioned types alone', () => {
    const data = { userId: 'u1', reason: 'set' };
    expect(upcast('PasswordChanged', data, 2).data).toBe(data);
    expect(currentEventVersion('TicketDrawn')).toBe(1);
    expect(upcast('TicketDrawn', { n: 1 }, 1)).toEqual({ data: { n: 1 }, version: 1 });
  });

  it('refuses a version newer than the code knows', () => expect(() => upcast('UserRegistered', {}, 3)).toThrow(/newer/));
});
