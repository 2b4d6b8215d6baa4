import type { CouponGranted, WalletEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  CouponCodeAlreadyRedeemed,
  CouponNotUsable,
  InsufficientPoints,
  InsufficientTokens,
  OrderPaymentClosed,
  ReferenceReused,
  walletDecider,
  type WalletCommand,
} from './wallet.decide';
import { availablePoints } from './wallet.state';

const spec = deciderSpec(walletDecider);
const at = (day: string) => new Date(`${day}T12:00:00+08:00`);
const now = at('2026-11-22');

const credited = (amount: number, reference = 'recharge:R1'): WalletEvent => ({
  type: 'TokensCredited',
  data: { userId: 'u1', amount, reference, source: 'recharge', description: '儲值' },
});
const earned = (delta: number, reference: string, expiresAt: string): WalletEvent => ({
  type: 'PointsAdjusted',
  data: { userId: 'u1', delta, reason: 'check_in', reference, description: '簽到', expiresAt: new Date(expiresAt).toISOString() },
});
const couponData: CouponGranted['data'] = {
  userId: 'u1',
  couponId: 'c1',
  title: '新會員 50 元券',
  amount: 50,
  minPurchase: 500,
  description: '',
  categoryIds: [],
  productIds: ['1003'],
  expiresAt: at('2026-12-31').toISOString(),
  source: 'redeem',
  code: 'WELCOME50',
};
const couponGranted: WalletEvent = { type: 'CouponGranted', data: couponData };

const pay = (orderId: string, tokens: number, points = 0, couponId?: string, context?: object): WalletCommand => ({
  type: 'PayOrder',
  data: { userId: 'u1', orderId, tokens, points, couponId, description: '一番賞 抽獎', context },
  now,
});
const refund = (orderId: string): WalletCommand => ({ type: 'RefundOrder', data: { userId: 'u1', orderId, reason: '訂單取消' }, now });

describe('crediting tokens', () => {
  it('credits a recharge', () =>
    spec
      .given()
      .when({ type: 'CreditTokens', data: { userId: 'u1', amount: 500, reference: 'recharge:R1', source: 'recharge', description: '儲值' } })
      .then([credited(500)]));

  it('credits a reference once however often asked', () =>
    spec
      .given(credited(500))
      .when({ type: 'CreditTokens', data: { userId: 'u1', amount: 500, reference: 'recharge:R1', source: 'recharge', description: '儲值' } })
      .thenNothingHappens());

  it('refuses a staff grant reusing a reference with another amount or reason, naming the earlier grant', () => {
    const staffGrant = (amount: number, description: string): WalletCommand => ({
      type: 'CreditTokens',
      data: { userId: 'u1', amount, reference: 'admin:T1', source: 'admin', description },
    });
    const granted: WalletEvent = {
      type: 'TokensCredited',
      data: staffGrant(100, '補償').data as Extract<WalletEvent, { type: 'TokensCredited' }>['data'],
    };
    spec.given(granted).when(staffGrant(100, '補償')).thenNothingHappens();
    spec
      .given(granted)
      .when(staffGrant(500, '補償'))
      .thenThrows(ReferenceReused, (e) => expect(e.message).toBe('此參考編號已用於另一筆請求：代幣 +100（補償）'));
    spec.given(granted).when(staffGrant(100, '活動')).thenThrows(ReferenceReused);
  });
});

describe('paying an order', () => {
  it('debits the tokens', () =>
    spec
      .given(credited(500))
      .when(pay('o1', 300))
      .then([{ type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 300, description: '一番賞 抽獎' } }]));

  it('refuses to go below zero', () =>
    spec
      .given(credited(500))
      .when(pay('o1', 501))
      .thenThrows(InsufficientTokens, (e) => expect(e.message).toBe('代幣餘額不足，將導向充值頁面')));

  it('pays an order once', () =>
    spec
      .given(credited(500), { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 300, description: '' } })
      .when(pay('o1', 300))
      .thenNothingHappens());

  it('spends points and uses a coupon in the same step', () =>
    spec
      .given(credited(1000), earned(400, 'd1', '2027-06-01'), couponGranted)
      .when(pay('o1', 430, 400, 'c1', { productId: '1003' }))
      .then([
        { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 430, description: '一番賞 抽獎' } },
        { type: 'PointsAdjusted', data: { userId: 'u1', delta: -400, reason: 'order_payment', reference: 'o1', description: '一番賞 抽獎' } },
        { type: 'CouponUsed', data: { userId: 'u1', couponId: 'c1', orderId: 'o1' } },
      ]));

  it('refuses points beyond the balance with 紅利不足', () =>
    spec
      .given(credited(1000), earned(200, 'd1', '2027-06-01'))
      .when(pay('o1', 100, 400))
      .thenThrows(InsufficientPoints, (e) => expect(e.message).toBe('紅利不足')));

  it('does not count expired points, and records their expiry first', () => {
    spec
      .given(credited(1000), earned(400, 'd1', '2026-11-01'), earned(400, 'd2', '2027-06-01'))
      .when(pay('o1', 100, 800))
      .thenThrows(InsufficientPoints);
    spec
      .given(credited(1000), earned(400, 'd1', '2026-11-01'), earned(400, 'd2', '2027-06-01'))
      .when(pay('o1', 100, 400))
      .then([
        { type: 'PointsExpired', data: { userId: 'u1', points: 400, expiredAt: now.toISOString() } },
        { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 100, description: '一番賞 抽獎' } },
        { type: 'PointsAdjusted', data: { userId: 'u1', delta: -400, reason: 'order_payment', reference: 'o1', description: '一番賞 抽獎' } },
      ]);
  });

  it('refuses a coupon below its minimum purchase', () =>
    spec
      .given(credited(1000), couponGranted)
      .when(pay('o1', 300, 0, 'c1'))
      .thenThrows(CouponNotUsable, (e) => expect(e.message).toBe('滿500元可用')));

  it('refuses a coupon for another product, a used one and an unknown one, each in its own words', () => {
    spec
      .given(credited(1000), couponGranted)
      .when(pay('o1', 600, 0, 'c1', { productId: '9999' }))
      .thenThrows(CouponNotUsable, (e) => expect(e.message).toBe('此優惠券不適用於此商品'));
    spec
      .given(credited(1000), couponGranted, { type: 'CouponUsed', data: { userId: 'u1', couponId: 'c1', orderId: 'o0' } })
      .when(pay('o1', 600, 0, 'c1'))
      .thenThrows(CouponNotUsable, (e) => expect(e.message).toBe('此優惠券已使用'));
    spec
      .given(credited(1000))
      .when(pay('o1', 600, 0, 'nope'))
      .thenThrows(CouponNotUsable, (e) => expect(e.message).toBe('找不到此優惠券'));
  });

  it('refuses an expired coupon', () =>
    spec
      .given(credited(1000), { type: 'CouponGranted', data: { ...couponData, expiresAt: at('2026-11-01').toISOString() } })
      .when(pay('o1', 600, 0, 'c1'))
      .thenThrows(CouponNotUsable, (e) => {
        expect((e as CouponNotUsable).problem).toBe('expired');
        expect(e.message).toBe('此優惠券已過期');
      }));
});

describe('refunding an order', () => {
  const paidWithEverything: WalletEvent[] = [
    credited(1000),
    earned(400, 'd1', '2027-06-01'),
    couponGranted,
    { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 430, description: '' } },
    { type: 'PointsAdjusted', data: { userId: 'u1', delta: -400, reason: 'order_payment', reference: 'o1', description: '' } },
    { type: 'CouponUsed', data: { userId: 'u1', couponId: 'c1', orderId: 'o1' } },
  ];

  it('gives back exactly what the order took', () =>
    spec
      .given(...paidWithEverything)
      .when(refund('o1'))
      .then([
        { type: 'TokensRefunded', data: { userId: 'u1', orderId: 'o1', amount: 430, reason: '訂單取消' } },
        {
          type: 'PointsAdjusted',
          data: {
            userId: 'u1',
            delta: 400,
            reason: 'order_refund',
            reference: 'o1',
            description: '訂單取消',
            expiresAt: at('2027-11-22').toISOString(),
          },
        },
        { type: 'CouponReturned', data: { userId: 'u1', couponId: 'c1', orderId: 'o1' } },
      ]));

  const rebated = (delta: number): WalletEvent => ({
    type: 'PointsAdjusted',
    data: { userId: 'u1', delta, reason: 'rebate', reference: 'o1', description: 'VIP 2 消費回饋', expiresAt: at('2027-11-22').toISOString() },
  });
  const paidWithTokens: WalletEvent[] = [
    credited(1000),
    { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 500, description: '' } },
  ];
  const tokensBack: WalletEvent = { type: 'TokensRefunded', data: { userId: 'u1', orderId: 'o1', amount: 500, reason: '訂單取消' } };
  const takenBack = (delta: number): WalletEvent => ({
    type: 'PointsAdjusted',
    data: { userId: 'u1', delta: -delta, reason: 'rebate_refund', reference: 'o1', description: '訂單取消' },
  });

  it('takes back the VIP rebate the order earned', () =>
    spec
      .given(...paidWithTokens, rebated(10))
      .when(refund('o1'))
      .then([tokensBack, takenBack(10)]));

  it('takes back only what is left of a rebate partly spent', () =>
    spec
      .given(...paidWithTokens, rebated(10), {
        type: 'PointsAdjusted',
        data: { userId: 'u1', delta: -7, reason: 'order_payment', reference: 'o2', description: '' },
      })
      .when(refund('o1'))
      .then([tokensBack, takenBack(3)]));

  it('takes nothing back from an order that earned no rebate, or whose rebate is all spent', () => {
    spec
      .given(...paidWithTokens)
      .when(refund('o1'))
      .then([tokensBack]);
    spec
      .given(...paidWithTokens, rebated(10), {
        type: 'PointsAdjusted',
        data: { userId: 'u1', delta: -10, reason: 'order_payment', reference: 'o2', description: '' },
      })
      .when(refund('o1'))
      .then([tokensBack]);
  });

  it('refunds once', () =>
    spec
      .given(...paidWithEverything, { type: 'TokensRefunded', data: { userId: 'u1', orderId: 'o1', amount: 430, reason: '' } })
      .when(refund('o1'))
      .thenNothingHappens());

  it('voids an order never paid, once', () => {
    const voided: WalletEvent = { type: 'OrderPaymentVoided', data: { userId: 'u1', orderId: 'o9', reason: '訂單取消' } };
    spec.given(credited(1000)).when(refund('o9')).then([voided]);
    spec.given(credited(1000), voided).when(refund('o9')).thenNothingHappens();
  });

  it('refuses a payment arriving after its order was voided', () =>
    spec
      .given(credited(1000), { type: 'OrderPaymentVoided', data: { userId: 'u1', orderId: 'o9', reason: '訂單取消' } })
      .when(pay('o9', 100))
      .thenThrows(OrderPaymentClosed));

  it('does not pay a refunded order again', () =>
    spec
      .given(...paidWithEverything, { type: 'TokensRefunded', data: { userId: 'u1', orderId: 'o1', amount: 430, reason: '' } })
      .when(pay('o1', 430))
      .thenNothingHappens());
});

describe('bonus points', () => {
  const adjust = (delta: number, reference: string): WalletCommand => ({
    type: 'AdjustPoints',
    data: { userId: 'u1', delta, reason: 'admin', reference, description: '客服調整' },
    now,
  });

  it('earns a lot that expires a year later', () =>
    spec
      .given()
      .when(adjust(200, 'a1'))
      .then([
        {
          type: 'PointsAdjusted',
          data: { userId: 'u1', delta: 200, reason: 'admin', reference: 'a1', description: '客服調整', expiresAt: at('2027-11-22').toISOString() },
        },
      ]));

  it('applies an adjustment once per reason and reference', () =>
    spec
      .given(earned(200, 'a1', '2027-06-01'))
      .when({ ...adjust(200, 'a1'), data: { ...adjust(200, 'a1').data, reason: 'check_in' } } as WalletCommand)
      .thenNothingHappens());

  it('refuses a staff adjustment reusing a reference with another body, naming the earlier one', () => {
    const given = spec.given({
      type: 'PointsAdjusted',
      data: { userId: 'u1', delta: 200, reason: 'admin', reference: 'a1', description: '客服調整' },
    });
    given.when(adjust(200, 'a1')).thenNothingHappens();
    given.when(adjust(300, 'a1')).thenThrows(ReferenceReused, (e) => expect(e.message).toBe('此參考編號已用於另一筆請求：紅利 +200（客服調整）'));
    given.when({ ...adjust(200, 'a1'), data: { ...adjust(200, 'a1').data, description: '其他' } } as WalletCommand).thenThrows(ReferenceReused);
  });

  it('never takes more than is held', () =>
    spec
      .given(earned(200, 'd1', '2027-06-01'))
      .when(adjust(-400, 'a2'))
      .thenThrows(InsufficientPoints));

  it('spends the oldest lots first', () => {
    const { state } = spec.given(earned(300, 'd2', '2027-06-01'), earned(300, 'd1', '2027-01-01'), {
      type: 'PointsAdjusted',
      data: { userId: 'u1', delta: -400, reason: 'admin', reference: 'x', description: '' },
    });
    expect(state.lots).toEqual([{ expiresAt: Date.parse(new Date('2027-06-01').toISOString()), remaining: 200 }]);
    expect(availablePoints(state, now)).toBe(200);
  });

  it('expires every lot past its date, and nothing else', () => {
    spec
      .given(earned(300, 'd1', '2026-10-01'), earned(200, 'd2', '2026-11-01'), earned(500, 'd3', '2027-01-01'))
      .when({ type: 'ExpirePoints', data: { userId: 'u1' }, now })
      .then([{ type: 'PointsExpired', data: { userId: 'u1', points: 500, expiredAt: now.toISOString() } }]);
    spec
      .given(earned(500, 'd3', '2027-01-01'))
      .when({ type: 'ExpirePoints', data: { userId: 'u1' }, now })
      .thenNothingHappens();
  });
});

describe('coupons', () => {
  const grant = (couponId: string, code?: string): WalletCommand => ({ type: 'GrantCoupon', data: { ...couponData, couponId, code }, now });

  it('grants a coupon once', () => {
    spec.given().when(grant('c1', 'WELCOME50')).then([couponGranted]);
    const adminGrant: WalletEvent = { type: 'CouponGranted', data: { ...couponData, couponId: 'c9', code: undefined, source: 'admin' } };
    spec
      .given(adminGrant)
      .when({ type: 'GrantCoupon', data: { ...couponData, couponId: 'c9', code: undefined, source: 'admin' }, now })
      .thenNothingHappens();
  });

  it('refuses a staff coupon reusing its reference with another body, naming the earlier coupon', () => {
    const adminCoupon = { ...couponData, couponId: 'S-r1', code: undefined, source: 'admin' as const };
    const given = spec.given({ type: 'CouponGranted', data: adminCoupon });
    // A retry later on counts its expiry from its own time: still the same grant.
    given.when({ type: 'GrantCoupon', data: { ...adminCoupon, expiresAt: at('2027-01-02').toISOString() }, now }).thenNothingHappens();
    given
      .when({ type: 'GrantCoupon', data: { ...adminCoupon, amount: 80 }, now })
      .thenThrows(ReferenceReused, (e) => expect(e.message).toBe('此參考編號已用於另一筆請求：優惠券「新會員 50 元券」50 元'));
    given.when({ type: 'GrantCoupon', data: { ...adminCoupon, productIds: ['1004'] }, now }).thenThrows(ReferenceReused);
  });

  it('refuses a code this wallet already redeemed', () => {
    spec.given(couponGranted).when(grant('c2', 'WELCOME50')).thenThrows(CouponCodeAlreadyRedeemed);
    spec.given(couponGranted).when(grant('c1', 'WELCOME50')).thenThrows(CouponCodeAlreadyRedeemed);
  });
});

describe('recording expired points (the scheduled process)', () => {
  const expire = (clock: Date): WalletCommand => ({ type: 'ExpirePoints', data: { userId: 'u1' }, now: clock });
  const expired = (points: number, clock = now): WalletEvent => ({
    type: 'PointsExpired',
    data: { userId: 'u1', points, expiredAt: clock.toISOString() },
  });

  it('records the lots past their expiry at the command’s clock, and no others', () =>
    spec
      .given(earned(400, 'd1', '2026-11-01'), earned(100, 'd2', '2026-11-20'), earned(300, 'd3', '2027-06-01'))
      .when(expire(now))
      .then([expired(500)]));

  it('records each expiry once, however often it runs', () =>
    spec
      .given(earned(400, 'd1', '2026-11-01'), expired(400))
      .when(expire(at('2026-11-23')))
      .thenNothingHappens());

  it('records nothing for a lot spent before it expired', () =>
    spec
      .given(earned(400, 'd1', '2026-11-01'), {
        type: 'PointsAdjusted',
        data: { userId: 'u1', delta: -400, reason: 'order_payment', reference: 'o1', description: '一番賞 抽獎' },
      })
      .when(expire(now))
      .thenNothingHappens());
});
