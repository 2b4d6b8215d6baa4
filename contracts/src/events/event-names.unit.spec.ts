import { eventDetail, eventNames, eventTitle } from './event-names';
import { shopEventSchema } from './index';

/** Every event type, read from the event union itself: a new type is in this list as soon as it is in the union. */
const unionTypes = shopEventSchema.options.map((option) => option.shape.type.value as string);

describe('event names', () => {
  it('reads the event types from the union', () => expect(unionTypes.length).toBeGreaterThan(70));

  it.each(unionTypes)('gives %s a zh-TW title and a detail line', (type) => {
    const name = (eventNames as Record<string, { title: string; detail: unknown } | undefined>)[type];
    expect(name).toBeDefined();
    expect(name!.title).toMatch(/\p{Script=Han}/u);
    expect(name!.title).not.toContain(type);
    expect(name!.detail).toBeInstanceOf(Function);
  });

  it('names no type outside the union', () => expect(Object.keys(eventNames).sort()).toEqual([...unionTypes].sort()));

  it('reads an unknown type as 其他事件 with no detail', () => {
    expect(eventTitle('SomethingRetired')).toBe('其他事件');
    expect(eventDetail({ type: 'SomethingRetired', data: {} })).toBe('');
  });

  it('says what a capsule held, with the product from the order and the rarity in words', () =>
    expect(
      eventDetail(
        {
          type: 'CapsuleDrawn',
          data: { machineId: 'm', round: 1, position: 3, orderId: 'o', userId: 'u', itemId: 'i', itemName: '翻肚睡', rarity: 'rare', prevHash: '0' },
        },
        { productName: '迷你貓咪' },
      ),
    ).toBe('轉蛋「迷你貓咪」抽中 稀有・翻肚睡（第 1 輪第 3 顆）'));

  it('says which ticket and tier an ichiban draw gave', () =>
    expect(
      eventDetail({ type: 'TicketDrawn', data: { tubeId: 't', orderId: 'o', userId: 'u', number: 1, tier: 'D', prizeName: '吊飾', prevHash: '0' } }),
    ).toBe('抽中 01 號 · D 賞 · 吊飾'));

  it('says what a blind-box slot held', () =>
    expect(
      eventDetail(
        {
          type: 'SlotDrawn',
          data: { packageId: 'p', itemIndex: 4, orderId: 'o', userId: 'u', item: { name: '小熊', rarity: 'hidden', image_url: '' } },
        },
        { productName: '森林派對' },
      ),
    ).toBe('盒玩「森林派對」第 5 號盒抽中 隱藏款・小熊'));

  it('names a box item by the rarity words of its own line', () => {
    const added = (source: string, rarity: string) => ({
      type: 'BoxItemAdded',
      data: { userId: 'u', itemId: 'i', orderId: 'o', source, productId: 'p', rarity, name: '翻肚睡', imageUrl: '' },
    });
    expect(eventDetail(added('gacha', 'secret'))).toBe('隱藏・翻肚睡');
    expect(eventDetail(added('blindbox', 'secret'))).toBe('秘密款・翻肚睡');
  });

  it.each([
    [
      'ToolCardsGranted',
      { userId: 'u', cardType: 'insight_card', quantity: 2, expiresAt: '2026-12-31T15:59:59.000Z', reason: 'vip_monthly', reference: 'r' },
      '透視卡 ×2（VIP 每月贈送），2026-12-31 到期',
    ],
    [
      'InvoiceSettingsUpdated',
      { userId: 'u', invoiceType: 'personal', email: 'a@b.tw', carrierNumber: '/ABC1234', taxId: '', companyName: '', donationCode: '' },
      '個人電子發票 · 載具 /ABC1234 · 寄送至 a@b.tw',
    ],
    ['PhoneVerified', { userId: 'u', phone: '0912345678' }, '手機 0912345678 輸入驗證碼成功'],
    ['SessionOpened', { userId: 'u', sessionId: 's', via: 'sms' }, '以簡訊驗證碼登入'],
    ['SessionClosed', { userId: 'u', sessionId: 's', reason: 'logout' }, '會員登出'],
    ['OrderPaid', { orderId: 'o', userId: 'u', tokensDebited: 900, pointsSpent: 2000 }, '代幣 −900 · 紅利 −2,000'],
    [
      'PointsAdjusted',
      { userId: 'u', delta: 20, reason: 'check_in', reference: 'r', description: '每日簽到', expiresAt: '2027-01-01T00:00:00.000Z' },
      '紅利 +20（每日簽到）：每日簽到，2027-01-01 到期',
    ],
  ])('says what %s changed in words and amounts', (type, data, line) => expect(eventDetail({ type, data })).toBe(line));
});

describe('a closed account', () => {
  it('reads its erased personal data in words', () =>
    expect(eventDetail({ type: 'PhoneVerified', data: { userId: 'u', phone: '[erased]' } })).toBe('手機 （個資已刪除） 輸入驗證碼成功'));
});
