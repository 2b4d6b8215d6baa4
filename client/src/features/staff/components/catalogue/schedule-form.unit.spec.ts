import { scheduleSummary, taipeiInput } from './schedule-form';

it('shows a stored instant in the datetime-local field as Taipei time', () => {
  expect(taipeiInput('2099-06-01T12:00:00.000Z')).toBe('2099-06-01T20:00');
  expect(taipeiInput('2099-06-01T16:30:00.000Z')).toBe('2099-06-02T00:30');
  expect(taipeiInput(null)).toBe('');
});

it('sums up the schedule on the product row', () => {
  expect(scheduleSummary({ release_date: '2099-06-01T12:00:00.000Z', draw_date: '2099-06-02T12:00:00.000Z' })).toBe(
    '・2099-06-01 20:00 開賣・2099-06-02 20:00 開抽',
  );
  expect(scheduleSummary({ release_date: null, draw_date: null })).toBe('');
});
