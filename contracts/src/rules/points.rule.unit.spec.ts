import { checkPointsSpend, maxUsablePoints, pointsLimitPercent, pointsToCurrency, stepPoints } from './points.rule';

describe('the most points usable on a price', () => {
  it.each([
    // balance, price, limit%, expected max
    [0, 1000, undefined, 0],
    [199, 1000, undefined, 0], // below the 200 minimum
    [200, 1000, undefined, 200],
    [350, 1000, undefined, 200], // floored to the step
    [10_000, 1000, undefined, 10_000], // 1000 × 50 % × 20 = 10 000
    [50_000, 1000, undefined, 10_000], // capped by the price
    [50_000, 1000, 100, 20_000], // VIP level with a 100 % offset
    [50_000, 250, undefined, 2400], // 250 × 0.5 × 20 = 2500 → 2400
    [50_000, 19, undefined, 0], // 19 × 0.5 × 20 = 190: nothing usable
    [50_000, 20, undefined, 200],
    [50_000, 333, 60, 3800], // 333 × 0.6 × 20 = 3996 → 3800
    [1000, 0, undefined, 0],
    [-5, 1000, undefined, 0],
    [50_000, 1000, 0, 10_000], // a 0 or missing limit means the default 50 %
    [50_000, 1000, 150, 20_000], // never more than the whole price
  ])('balance %i, price %i, limit %s → %i', (balance, price, limitPercent, expected) => {
    expect(maxUsablePoints({ balance, price, limitPercent })).toBe(expected);
  });
});

describe('the stepper', () => {
  const ctx = { balance: 1000, price: 1000 };
  it('steps by 200 up to the maximum and down to 0', () => {
    expect(stepPoints(0, 1, ctx)).toBe(200);
    expect(stepPoints(800, 1, ctx)).toBe(1000);
    expect(stepPoints(1000, 1, ctx)).toBe(1000);
    expect(stepPoints(200, -1, ctx)).toBe(0);
    expect(stepPoints(0, -1, ctx)).toBe(0);
  });
  it('stays at 0 when fewer than 200 are usable', () => expect(stepPoints(0, 1, { balance: 150, price: 1000 })).toBe(0));
});

describe('checking a spend', () => {
  const ctx = { balance: 1000, price: 1000 };
  it.each([
    [0, true],
    [200, true],
    [1000, true],
    [100, false], // under the minimum
    [300, false], // not a step
    [1200, false], // more than held
    [200.5, false],
  ])('%d points → ok %s', (points, ok) => {
    const check = checkPointsSpend(points, ctx);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.message).toBe('紅利不足');
  });
  it('gives 1 元 per 20 points', () => {
    expect(checkPointsSpend(1000, ctx)).toEqual({ ok: true, discount: 50 });
    expect(pointsToCurrency(200)).toBe(10);
  });
  it('uses the VIP limit when given, 50 % otherwise', () => {
    expect(pointsLimitPercent(undefined)).toBe(50);
    expect(pointsLimitPercent(100)).toBe(100);
  });
});
