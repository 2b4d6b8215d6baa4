import { vipPointsLimitPercent, vipRebatePoints } from './vip-benefits.rule';

describe('VIP benefits on a purchase', () => {
  it('given levels 1 to 6 then points may pay 50, 50, 50, 100, 100, 100 percent of the price', () => {
    expect([1, 2, 3, 4, 5, 6].map(vipPointsLimitPercent)).toEqual([50, 50, 50, 100, 100, 100]);
  });

  it('given 1,000 元 paid then levels 1 to 6 give back 500, 600, 600, 700, 800, 1,000 points', () => {
    expect([1, 2, 3, 4, 5, 6].map((level) => vipRebatePoints(1000, level))).toEqual([500, 600, 600, 700, 800, 1000]);
  });

  it('given a price that does not divide evenly then the rebate rounds down, and nothing paid gives nothing', () => {
    expect(vipRebatePoints(199, 1)).toBe(99);
    expect(vipRebatePoints(0, 6)).toBe(0);
    expect(vipRebatePoints(-50, 6)).toBe(0);
  });
});
