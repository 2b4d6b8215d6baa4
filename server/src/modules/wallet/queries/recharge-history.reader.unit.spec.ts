import { rechargeHistoryRange } from './recharge-history.reader';

const taipei = (iso: string) => new Date(`${iso}+08:00`);

describe('the recharge history range', () => {
  it('runs from the previous month’s first day to the end of today, in Taipei', () => {
    // 00:30 on 1 March in Taipei is still 28 February in UTC.
    expect(rechargeHistoryRange({}, taipei('2026-03-01T00:30:00'))).toEqual({
      from: taipei('2026-02-01T00:00:00'),
      to: taipei('2026-03-01T23:59:59.999'),
    });
    expect(rechargeHistoryRange({}, taipei('2026-01-15T12:00:00')).from).toEqual(taipei('2025-12-01T00:00:00'));
  });

  it('never reaches more than a year back, nor past today', () => {
    const now = taipei('2026-11-22T12:00:00');
    expect(rechargeHistoryRange({ start_date: '2020-01-01', end_date: '2030-01-01' }, now)).toEqual({
      from: taipei('2025-11-22T00:00:00'),
      to: taipei('2026-11-22T23:59:59.999'),
    });
    expect(rechargeHistoryRange({ start_date: '2026-06-01', end_date: '2026-06-30' }, now)).toEqual({
      from: taipei('2026-06-01T00:00:00'),
      to: taipei('2026-06-30T23:59:59.999'),
    });
  });
});
