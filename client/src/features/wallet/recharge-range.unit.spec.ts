import { clampRange, defaultRange, earliestDay } from './recharge-range';

describe('recharge history range', () => {
  it('starts by default at the first day of the previous month', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ start: '2026-10-01', end: '2026-11-22' });
    expect(defaultRange(new Date(2026, 0, 5))).toEqual({ start: '2025-12-01', end: '2026-01-05' });
  });

  it('reaches back one year at most', () => {
    expect(earliestDay(new Date(2026, 10, 22))).toBe('2025-11-22');
    expect(earliestDay(new Date(2028, 1, 29))).toBe('2027-02-28');
  });

  it('clamps a range into the last year and puts it in order', () => {
    const today = new Date(2026, 10, 22);
    expect(clampRange({ start: '2020-01-01', end: '2030-01-01' }, today)).toEqual({ start: '2025-11-22', end: '2026-11-22' });
    expect(clampRange({ start: '2026-11-10', end: '2026-11-01' }, today)).toEqual({ start: '2026-11-01', end: '2026-11-10' });
    expect(clampRange({ start: '', end: '' }, today)).toEqual({ start: '2025-11-22', end: '2026-11-22' });
  });
});
