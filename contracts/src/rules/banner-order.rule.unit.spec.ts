import { dailyOrder, taipeiDate } from './banner-order.rule';

describe('daily banner order', () => {
  const items = Array.from({ length: 8 }, (_, i) => i);

  it('is the same all day in Taipei and a permutation of the banners', () => {
    // 00:30 and 23:30 Taipei time on 2025-03-01.
    const morning = dailyOrder(items, new Date('2025-02-28T16:30:00Z'));
    const night = dailyOrder(items, new Date('2025-03-01T15:30:00Z'));
    expect(taipeiDate(new Date('2025-02-28T16:30:00Z'))).toBe('2025-03-01');
    expect(taipeiDate(new Date('2025-02-28T15:59:59Z'))).toBe('2025-02-28');
    expect(morning).toEqual(night);
    expect([...morning].sort()).toEqual(items);
  });

  it('changes from one day to the next', () => {
    const orders = new Set(Array.from({ length: 5 }, (_, d) => dailyOrder(items, new Date(Date.UTC(2025, 2, 1 + d, 4))).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
