import type { ProjectedEvent } from '../../runner/projection';
import type { MemberNotificationRow } from './member-notification.entity';
import { memberNotification } from './member-notification.projection';

type Handled =
  'BoxItemsShipped' | 'TokensCredited' | 'PointsAdjusted' | 'CouponGranted' | 'ToolCardsGranted' | 'VipLevelReached' | 'VipLevelReviewed';
const at = '2026-11-23T02:00:00.000Z';
const on = <T extends Handled>(streamId: string, revision: number, type: T, data: unknown) =>
  ({
    type,
    data,
    streamId,
    revision,
    recordedAt: new Date(at),
    metadata: { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: at },
  }) as unknown as ProjectedEvent<T>;
const apply = (event: ProjectedEvent<Handled>, row: MemberNotificationRow | null = null) =>
  memberNotification.keyOf(event) === null ? null : memberNotification.evolve(row, event);

describe('member notifications', () => {
  const shipped = on('box-u1', 7, 'BoxItemsShipped', {
    userId: 'u1',
    orderId: 'o1',
    itemIds: ['i1', 'i2'],
    carrier: '黑貓宅急便',
    trackingNumber: '905512345678',
    staffId: 's1',
  });

  it('tells the member their parcel left, with the carrier and tracking number', () => {
    expect(memberNotification.keyOf(shipped)).toBe('box-u1.7');
    expect(apply(shipped)).toEqual({
      id: 'box-u1.7',
      userId: 'u1',
      kind: 'order_shipped',
      title: '商品已出貨',
      desc: '您的 2 件商品已交由黑貓宅急便配送，物流單號 905512345678，約 5 至 10 個工作天送達。',
      createdAt: new Date(at),
      revision: 7,
    });
  });

  it('tells once: a replayed event keeps the row', () => {
    const row = apply(shipped)!;
    expect(memberNotification.evolve(row, shipped)).toBe(row);
  });

  it('tells of rewards staff or the VIP grant put in the wallet', () => {
    expect(
      apply(on('wallet-u1', 1, 'TokensCredited', { userId: 'u1', amount: 100, reference: 'admin:1', source: 'admin', description: '客服補償' })),
    ).toMatchObject({
      kind: 'reward_granted',
      title: '獲得代幣',
      desc: '100 代幣已存入您的帳戶（客服補償）。',
    });
    expect(
      apply(on('wallet-u1', 2, 'PointsAdjusted', { userId: 'u1', delta: 200, reason: 'admin', reference: 'a2', description: '活動獎勵' })),
    ).toMatchObject({
      title: '獲得紅利',
      desc: '200 紅利點數已存入您的帳戶（活動獎勵）。',
    });
    const coupon = {
      userId: 'u1',
      couponId: 'c1',
      title: '週年慶',
      amount: 50,
      minPurchase: 0,
      description: '',
      categoryIds: [],
      productIds: [],
      expiresAt: at,
    };
    expect(apply(on('wallet-u1', 3, 'CouponGranted', { ...coupon, source: 'vip' }))).toMatchObject({
      title: '獲得優惠券',
      desc: '「週年慶」折抵 50 元，已放入您的優惠券。',
    });
    expect(
      apply(
        on('wallet-u1', 4, 'ToolCardsGranted', {
          userId: 'u1',
          cardType: 'insight_card',
          quantity: 3,
          expiresAt: at,
          reason: 'vip_monthly',
          reference: 'vip-2026-11',
        }),
      ),
    ).toMatchObject({ title: '獲得道具卡', desc: '透視卡 × 3 已放入您的道具卡。' });
    // The welcome pack given with a member's first slot.
    expect(
      apply(
        on('wallet-u1', 6, 'ToolCardsGranted', {
          userId: 'u1',
          cardType: 'shake_card',
          quantity: 3,
          expiresAt: at,
          reason: 'demo',
          reference: 'demo-welcome-shake_card',
        }),
      ),
    ).toMatchObject({ title: '獲得新手道具卡', desc: expect.stringContaining('× 3 已放入您的道具卡。') });
  });

  it('stays quiet about what the member did themselves', () => {
    expect(
      apply(on('wallet-u1', 5, 'TokensCredited', { userId: 'u1', amount: 100, reference: 'recharge:1', source: 'recharge', description: '' })),
    ).toBeNull();
    expect(apply(on('wallet-u1', 6, 'PointsAdjusted', { userId: 'u1', delta: -200, reason: 'admin', reference: 'a3', description: '' }))).toBeNull();
    expect(apply(on('wallet-u1', 7, 'PointsAdjusted', { userId: 'u1', delta: 20, reason: 'check_in', reference: 'd1', description: '' }))).toBeNull();
    const coupon = {
      userId: 'u1',
      couponId: 'c2',
      title: '兌換',
      amount: 50,
      minPurchase: 0,
      description: '',
      categoryIds: [],
      productIds: [],
      expiresAt: at,
    };
    expect(apply(on('wallet-u1', 8, 'CouponGranted', { ...coupon, source: 'redeem' }))).toBeNull();
  });

  it('tells the member their VIP level rose', () => {
    expect(apply(on('vip-u1', 0, 'VipLevelReached', { userId: 'u1', from: 1, to: 2, growth: 1100 }))).toEqual({
      id: 'vip-u1.0',
      userId: 'u1',
      kind: 'level_changed',
      title: '會員等級升級',
      desc: '恭喜！您的會員等級已由 VIP 1・青銅 升級為 VIP 2・白銀。',
      createdAt: new Date(at),
      revision: 0,
    });
  });

  it('tells of a level lowered at its 90-day review, and stays quiet about a level kept', () => {
    const review = { userId: 'u1', periodEnd: at, from: 6, earned: 2000, required: 3000 };
    expect(apply(on('vip-u1', 3, 'VipLevelReviewed', { ...review, to: 5 }))).toMatchObject({
      kind: 'level_changed',
      title: '會員等級調整',
      desc: '您近 90 天的成長值為 2000，未達 VIP 6・大師 的保級門檻 3000，會員等級已調整為 VIP 5・鑽石。',
    });
    expect(apply(on('vip-u1', 4, 'VipLevelReviewed', { ...review, earned: 3000, to: 6 }))).toBeNull();
  });
});
