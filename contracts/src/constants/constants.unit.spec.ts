import { constants } from './constants';

describe('business constants', () => {
  it('given the tube lock then the default fits under the maximum and one extension reaches past it', () => {
    const { lockDefaultSeconds, lockExtendPerDrawSeconds, lockMaxSeconds } = constants.ichiban;
    expect(lockDefaultSeconds).toBeLessThanOrEqual(lockMaxSeconds);
    expect(lockDefaultSeconds + lockExtendPerDrawSeconds).toBeGreaterThan(lockMaxSeconds);
  });

  it('given the VIP table then levels run 1 to 6 in order and only 5 and 6 have a retention target', () => {
    expect(constants.vipLevels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(constants.vipLevels.map((l) => l.name)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond', 'master']);
    expect(constants.vipLevels.filter((l) => l.retainGrowthPer90Days !== null).map((l) => l.level)).toEqual([5, 6]);
    expect(constants.vipLevels.every((l) => l.level > constants.vip.highestPermanentLevel || l.retainGrowthPer90Days === null)).toBe(true);
  });

  it('given the points rules then the step is a whole number of 元', () => {
    expect(constants.points.step % constants.points.pointsPerCurrencyUnit).toBe(0);
    expect(constants.points.minimumUsable).toBe(constants.points.step);
  });

  it.each([
    [constants.catalog.bannerCacheMs, 86_400_000],
    [constants.catalog.noticeCacheMs, 3_600_000],
    [constants.couponLimits.triesPerCodeWindowMs, 300_000],
    [constants.gacha.productCacheMs, 30_000],
    [constants.navigation.pageCacheTtlMs, 300_000],
  ])('given a duration then it is in milliseconds (%p = %p)', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('given the recharge amounts then the default is one of them', () => {
    expect(constants.recharge.amounts).toContain(constants.recharge.defaultAmount);
  });
});
