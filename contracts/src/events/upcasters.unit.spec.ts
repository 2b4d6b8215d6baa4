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

  describe('a version-1 order', () => {
    const base = {
      orderId: 'o1',
      userId: 'u1',
      productId: 'p1',
      productName: '貓咪杯',
      unitPrice: 300,
      amount: 300,
      points: 0,
      tokens: 300,
      paymentMethod: 'balance',
      placedAt: '2026-11-27T10:00:00.000Z',
    };
    const lines = [{ itemId: 'i1', quantity: 1, title: '貓咪杯', unitPrice: 300, image: '' }];
    const selection = { lines, shippingMethod: 'standard', shippingFee: 60, customerNote: '' };
    const recipient = { name: '王小明', phone: '0912345678', address: '臺北市大安區信義路 1 號' };

    it('of the shop gets its recipient and invoice e-mail as fields of their own', () => {
      const invoice = { invoiceType: 'personal', email: 'a@b.tw', carrierCode: '/ABC1234' };
      const { data, version } = upcast('OrderPlaced', { ...base, kind: 'shop', shop: { ...selection, recipient, invoice } }, 1);
      expect(version).toBe(2);
      expect(data).toEqual({
        ...base,
        kind: 'shop',
        shop: { ...selection, invoice: { invoiceType: 'personal', carrierCode: '/ABC1234' } },
        recipientName: '王小明',
        recipientPhone: '0912345678',
        recipientAddress: '臺北市大安區信義路 1 號',
        invoiceEmail: 'a@b.tw',
      });
      expect(shopEventSchema.safeParse({ type: 'OrderPlaced', data }).success).toBe(true);
      const noInvoice = upcast('OrderPlaced', { ...base, kind: 'shop', shop: { ...selection, recipient } }, 1).data;
      expect(noInvoice).not.toHaveProperty('invoiceEmail');
      expect(shopEventSchema.safeParse({ type: 'OrderPlaced', data: noInvoice }).success).toBe(true);
    });

    it('of another kind stays as it was', () => {
      const gacha = { ...base, kind: 'gacha', gacha: { machineId: 'm1' } };
      expect(upcast('OrderPlaced', gacha, 1)).toEqual({ data: gacha, version: 2 });
    });
  });

  it('leaves current events and unversioned types alone', () => {
    const data = { userId: 'u1', reason: 'set' };
    expect(upcast('PasswordChanged', data, 2).data).toBe(data);
    expect(currentEventVersion('TicketDrawn')).toBe(1);
    expect(upcast('TicketDrawn', { n: 1 }, 1)).toEqual({ data: { n: 1 }, version: 1 });
  });

  it('refuses a version newer than the code knows', () => expect(() => upcast('UserRegistered', {}, 3)).toThrow(/newer/));
});
