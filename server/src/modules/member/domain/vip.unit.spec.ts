import { levelForGrowth, vipStatus, type GrowthEntry } from './vip';

const DAY = 86_400_000;
const t0 = Date.parse('2026-01-01T00:00:00Z');
const on = (day: number, points: number): GrowthEntry => ({ at: new Date(t0 + day * DAY), points });
const at = (day: number) => new Date(t0 + day * DAY);

describe('VIP levels', () => {
  it('rises with growth at each threshold', () => {
    expect([0, 999, 1000, 4999, 5000, 15000, 30000, 60000, 99999].map(levelForGrowth)).toEqual([1, 1, 2, 2, 3, 4, 5, 6, 6]);
    expect(vipStatus([on(0, 600), on(1, 500)], at(2))).toEqual({ level: 2, growth: 1100, reviewAt: null });
  });

  it('never drops levels 1 to 4, refunds or quiet years alike', () => {
    expect(vipStatus([on(0, 16000), on(1, -15000)], at(800))).toEqual({ level: 4, growth: 1000, reviewAt: null });
  });

  it('keeps level 5 when 1,500 growth came in the 90 days', () => {
    const ledger = [on(0, 30000), on(50, 1500)];
    expect(vipStatus(ledger, at(89))).toMatchObject({ level: 5, reviewAt: at(90) });
    expect(vipStatus(ledger, at(91))).toMatchObject({ level: 5, reviewAt: at(180) });
  });

  it('drops level 5 to 4 at the review when the 90 days brought less than 1,500', () => {
    const ledger = [on(0, 30000), on(50, 1499)];
    expect(vipStatus(ledger, at(90))).toEqual({ level: 4, growth: 15000, reviewAt: null });
    // Rising again takes growth earned again: 15,000 more from level 4's threshold.
    expect(vipStatus([...ledger, on(100, 14999)], at(101)).level).toBe(4);
    expect(vipStatus([...ledger, on(100, 15000)], at(101))).toMatchObject({ level: 5, reviewAt: at(190) });
  });

  it('drops level 6 to 5 with 1,500 to 2,999 in the 90 days, and to 4 with less', () => {
    expect(vipStatus([on(0, 60000), on(10, 2000)], at(90))).toMatchObject({ level: 5, growth: 30000, reviewAt: at(180) });
    expect(vipStatus([on(0, 60000), on(10, 3000)], at(90))).toMatchObject({ level: 6, reviewAt: at(180) });
    expect(vipStatus([on(0, 60000), on(10, 100)], at(90))).toMatchObject({ level: 4, reviewAt: null });
  });
});
