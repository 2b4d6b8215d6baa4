import type { WalletEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { InsufficientPoints, walletDecider, type ExchangePoints } from './wallet.decide';

const spec = deciderSpec(walletDecider);
const now = new Date('2026-11-24T04:00:00Z');
const earned = (points: number, reference = 'r1'): WalletEvent => ({
  type: 'PointsAdjusted',
  data: { userId: 'u1', delta: points, reason: 'admin', reference, description: 'x', expiresAt: '2027-11-24T04:00:00.000Z' },
});
const cards = (exchangeId: string, cost = 600): ExchangePoints => ({
  type: 'ExchangePoints',
  data: {
    userId: 'u1',
    exchangeId,
    cost,
    description: '紅利兌換：提示卡 ×3',
    reward: { kind: 'tool_cards', cardType: 'shake_card', quantity: 3, expiresAt: '2026-12-24T04:00:00.000Z' },
  },
  now,
});
const coupon: ExchangePoints = {
  type: 'ExchangePoints',
  data: {
    userId: 'u1',
    exchangeId: 'x2',
    cost: 1000,
    description: '紅利兌換：NT$50 折價券',
    reward: {
      kind: 'coupon',
      coupon: {
        title: 'NT$50 折價券',
        amount: 50,
        minPurchase: 500,
        description: '紅利兌換',
        categoryIds: [],
        productIds: [],
        expiresAt: '2026-12-24T04:00:00.000Z',
      },
    },
  },
  now,
};

describe('exchanging points (/beanExchange)', () => {
  it('debits the points and grants the tool cards in one decision', () =>
    spec
      .given(earned(1000))
      .when(cards('x1'))
      .then([
        {
          type: 'PointsAdjusted',
          data: { userId: 'u1', delta: -600, reason: 'points_exchange', reference: 'x1', description: '紅利兌換：提示卡 ×3' },
        },
        {
          type: 'ToolCardsGranted',
          data: {
            userId: 'u1',
            cardType: 'shake_card',
            quantity: 3,
            expiresAt: '2026-12-24T04:00:00.000Z',
            reason: 'points_exchange',
            reference: 'exchange:x1',
          },
        },
      ]));

  it('debits the points and grants the coupon', () =>
    spec
      .given(earned(1000))
      .when(coupon)
      .then([
        {
          type: 'PointsAdjusted',
          data: { userId: 'u1', delta: -1000, reason: 'points_exchange', reference: 'x2', description: '紅利兌換：NT$50 折價券' },
        },
        {
          type: 'CouponGranted',
          data: {
            ...(coupon.data.reward.kind === 'coupon' ? coupon.data.reward.coupon : ({} as never)),
            userId: 'u1',
            couponId: 'EX-x2',
            source: 'points_exchange',
          },
        },
      ]));

  it('never lets the points go below zero: nothing is granted', () => spec.given(earned(599)).when(cards('x1')).thenThrows(InsufficientPoints));

  it('counts expired points out', () =>
    spec
      .given({
        type: 'PointsAdjusted',
        data: { userId: 'u1', delta: 1000, reason: 'admin', reference: 'old', description: 'x', expiresAt: '2026-11-01T00:00:00.000Z' },
      })
      .when(cards('x1'))
      .thenThrows(InsufficientPoints));

  it('is once per exchange id: a retry changes nothing', () =>
    spec
      .given(earned(1000), {
        type: 'PointsAdjusted',
        data: { userId: 'u1', delta: -600, reason: 'points_exchange', reference: 'x1', description: 'x' },
      })
      .when(cards('x1'))
      .thenNothingHappens());
});
