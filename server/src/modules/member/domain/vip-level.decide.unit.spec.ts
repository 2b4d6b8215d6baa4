import type { VipLevelReached, VipLevelReviewed } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { vipHistory, type GrowthEntry } from './vip';
import { vipLevelDecider, type RecordVipLevel } from './vip-level.decide';

const spec = deciderSpec(vipLevelDecider);
const DAY = 86_400_000;
const t0 = Date.parse('2026-01-01T00:00:00Z');
const on = (day: number, points: number): GrowthEntry => ({ at: new Date(t0 + day * DAY), points });
const iso = (day: number) => new Date(t0 + day * DAY).toISOString();

/** The command the reactor or the review sweep sends: the ledger's level and reviews at `day`. */
function record(ledger: GrowthEntry[], day: number): RecordVipLevel {
  const { status, reviews } = vipHistory(ledger, new Date(t0 + day * DAY));
  return { type: 'RecordVipLevel', data: { userId: 'u1', level: status.level, growth: status.growth, reviews } };
}
const reached = (from: number, to: number, growth: number): VipLevelReached => ({
  type: 'VipLevelReached',
  data: { userId: 'u1', from, to, growth },
});
const reviewed = (day: number, from: number, to: number, earned: number, required: number): VipLevelReviewed => ({
  type: 'VipLevelReviewed',
  data: { userId: 'u1', periodEnd: iso(day), from, to, earned, required },
});

describe('recorded VIP level', () => {
  it('records the level growth reached when it crosses a threshold', () => {
    spec
      .given()
      .when(record([on(0, 600), on(1, 500)], 1))
      .then([reached(1, 2, 1100)]);
  });

  it('records a jump over several thresholds as one change', () => {
    spec
      .given()
      .when(record([on(0, 16000)], 0))
      .then([reached(1, 4, 16000)]);
  });

  it('records nothing below the next threshold, nor for a level already recorded (sent twice)', () => {
    spec
      .given()
      .when(record([on(0, 999)], 0))
      .thenNothingHappens();
    spec
      .given(reached(1, 2, 1100))
      .when(record([on(0, 600), on(1, 500)], 1))
      .thenNothingHappens();
  });

  it('never records a drop for levels 1 to 4, refunds included', () => {
    spec
      .given(reached(1, 4, 16000))
      .when(record([on(0, 16000), on(1, -15000)], 800))
      .thenNothingHappens();
  });

  it('records a kept level 5 at the end of its 90 days, once per period', () => {
    const ledger = [on(0, 30000), on(50, 1500)];
    spec
      .given(reached(1, 5, 30000))
      .when(record(ledger, 91))
      .then([reviewed(90, 5, 5, 1500, 1500)]);
    spec
      .given(reached(1, 5, 30000), reviewed(90, 5, 5, 1500, 1500))
      .when(record(ledger, 100))
      .thenNothingHappens();
  });

  it('records the drop of level 5 to 4 when the 90 days brought less than 1,500', () => {
    spec
      .given(reached(1, 5, 30000))
      .when(record([on(0, 30000), on(50, 1499)], 90))
      .then([reviewed(90, 5, 4, 1499, 1500)]);
  });

  it('records level 6 dropping to 5 with 2,000 in the 90 days, then to 4 after a quiet second period', () => {
    const ledger = [on(0, 60000), on(10, 2000)];
    spec
      .given(reached(1, 6, 60000))
      .when(record(ledger, 90))
      .then([reviewed(90, 6, 5, 2000, 3000)]);
    spec
      .given(reached(1, 6, 60000), reviewed(90, 6, 5, 2000, 3000))
      .when(record(ledger, 180))
      .then([reviewed(180, 5, 4, 0, 1500)]);
  });

  it('records a rise again after a drop, once growth is earned again', () => {
    const ledger = [on(0, 30000), on(50, 1499), on(100, 15000)];
    spec
      .given(reached(1, 5, 30000), reviewed(90, 5, 4, 1499, 1500))
      .when(record(ledger, 101))
      .then([reached(4, 5, 30000)]);
  });

  it('records a rise the stream missed before the review that follows it', () => {
    spec
      .given()
      .when(record([on(0, 30000), on(50, 1499)], 95))
      .then([reached(1, 5, 30000), reviewed(90, 5, 4, 1499, 1500)]);
  });
});
