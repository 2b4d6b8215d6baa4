import { clampRange, defaultRange, earliestDay, toDay } from './recharge-range';

/** Noon in Taipei on that day. */
const taipeiNoon = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, 4));

describe('recharge history range', () => {
  it('starts by default at the first day of the previous month', () => {
    expect(defaultRange(taipeiNoon(2026, 10, 22))).toEqual({ start: '2026-10-01', end: '2026-11-22' });
    expect(defaultRange(taipeiNoon(2026, 0, 5))).toEqual({ start: '2025-12-01', end: '2026-01-05' });
  });

  it('reaches back one year at most', () => {
    expect(earliestDay(taipeiNoon(2026, 10, 22))).toBe('2025-11-22');
    expect(earliestDay(taipeiNoon(2028, 1, 29))).toBe('2027-02-28');
  });

  it('clamps a range into the last year and puts it in order', () => {
    const today = taipeiNoon(2026, 10, 22);
    expect(clampRange({ start: '2020-01-01', end: '2030-01-01' }, today)).toEqual({ start: '2025-11-22', end: '2026-11-22' });
    expect(clampRange({ start: '2026-11-10', end: '2026-11-01' }, today)).toEqual({ start: '2026-11-01', end: '2026-11-10' });
    expect(clampRange({ start: '', end: '' }, today)).toEqual({ start: '2025-11-22', end: '2026-11-22' });
  });

  it('counts days in Taipei in any browser zone: 00:30 in Taipei is already the next day', () => {
    // 16:30 UTC on 24 November is 00:30 on 25 November in Taipei, where the server reads the range.
    const justAfterTaipeiMidnight = new Date(Date.UTC(2026, 10, 24, 16, 30));
    expect(toDay(justAfterTaipeiMidnight)).toBe('2026-11-25');
    expect(defaultRange(justAfterTaipeiMidnight)).toEqual({ start: '2026-10-01', end: '2026-11-25' });
    expect(toDay(new Date(Date.UTC(2026, 10, 30, 16, 0)))).toBe('2026-12-01');
    expect(defaultRange(new Date(Date.UTC(2026, 11, 31, 16, 0)))).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });
});
