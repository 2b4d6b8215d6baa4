import type { CheckedIn } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { AlreadyCheckedIn, checkInDecider, type CheckInRewardRule } from './check-in.decide';

const spec = deciderSpec(checkInDecider);
const points = (n: number): CheckInRewardRule => ({ type: 'points', points: n, coupon: null });
const rewards: CheckInRewardRule[] = [
  points(10),
  points(20),
  points(30),
  { type: 'coupon', points: 0, coupon: { amount: 10, minPurchase: 100, validDays: 30 } },
  { type: 'combined', points: 50, coupon: { amount: 20, minPurchase: 200, validDays: 30 } },
  points(60),
  points(70),
];
const checkIn = (at: string) => ({ type: 'CheckIn' as const, data: { userId: 'u1', now: new Date(at), rewards } });
const checkedIn = (date: string, cycleDay: number): CheckedIn => ({
  type: 'CheckedIn',
  data: { userId: 'u1', date, cycleDay, doubled: cycleDay === 3 || cycleDay === 5, reward: points(1) },
});

describe('daily check-in', () => {
  it('starts a cycle at day 1 with the table’s reward', () => {
    spec
      .given()
      .when(checkIn('2026-11-24T02:00:00Z'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-11-24', cycleDay: 1, doubled: false, reward: points(10) } }]);
  });

  it('counts days by the Taipei calendar: 23:59 and 00:01 Taipei are two days', () => {
    // 15:59 UTC is 23:59 in Taipei on the 24th; 16:01 UTC is 00:01 on the 25th.
    spec.given(checkedIn('2026-11-24', 1)).when(checkIn('2026-11-24T15:59:00Z')).thenThrows(AlreadyCheckedIn);
    spec
      .given(checkedIn('2026-11-24', 1))
      .when(checkIn('2026-11-24T16:01:00Z'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-11-25', cycleDay: 2, doubled: false, reward: points(20) } }]);
  });

  it('doubles days 3 and 5 (points and coupon)', () => {
    spec
      .given(checkedIn('2026-11-23', 2))
      .when(checkIn('2026-11-24T02:00:00Z'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-11-24', cycleDay: 3, doubled: true, reward: points(60) } }]);
    spec
      .given(checkedIn('2026-11-23', 4))
      .when(checkIn('2026-11-24T02:00:00Z'))
      .then([
        {
          type: 'CheckedIn',
          data: {
            userId: 'u1',
            date: '2026-11-24',
            cycleDay: 5,
            doubled: true,
            reward: { type: 'combined', points: 100, coupon: { amount: 40, minPurchase: 200, validDays: 30 } },
          },
        },
      ]);
  });

  it('restarts the cycle after a missed day and after day 7', () => {
    spec
      .given(checkedIn('2026-11-21', 4))
      .when(checkIn('2026-11-24T02:00:00Z'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-11-24', cycleDay: 1, doubled: false, reward: points(10) } }]);
    spec
      .given(checkedIn('2026-11-23', 7))
      .when(checkIn('2026-11-24T02:00:00Z'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-11-24', cycleDay: 1, doubled: false, reward: points(10) } }]);
  });

  it('continues across a month end', () => {
    spec
      .given(checkedIn('2026-11-30', 6))
      .when(checkIn('2026-12-01T00:30:00+08:00'))
      .then([{ type: 'CheckedIn', data: { userId: 'u1', date: '2026-12-01', cycleDay: 7, doubled: false, reward: points(70) } }]);
  });
});
