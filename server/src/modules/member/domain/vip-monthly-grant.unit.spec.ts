import { vipMonthlyGrant } from './vip-monthly-grant';

describe('the VIP monthly grant', () => {
  it('gives each level its tool cards and coupons (002 §9), valid to the end of the Taipei month', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((level) => {
      const grant = vipMonthlyGrant('u1', level, new Date('2026-12-01T01:00:00+08:00'));
      return [grant.toolCards.quantity, grant.coupons.length];
    });
    expect(counts).toEqual([
      [1, 1],
      [3, 1],
      [5, 1],
      [7, 3],
      [8, 4],
      [10, 5],
    ]);
    const grant = vipMonthlyGrant('u1', 4, new Date('2026-12-01T01:00:00+08:00'));
    expect(grant.month).toBe('2026-12');
    expect(grant.toolCards).toEqual({
      userId: 'u1',
      cardType: 'shake_card',
      quantity: 7,
      expiresAt: '2026-12-31T16:00:00.000Z',
      reason: 'vip_monthly',
      reference: 'vip:2026-12',
    });
    expect(grant.coupons.map((c) => c.couponId)).toEqual(['VIP-2026-12-1', 'VIP-2026-12-2', 'VIP-2026-12-3']);
  });

  it('names the month by the Taipei calendar: 23:30 UTC on 30 November is already December', () => {
    expect(vipMonthlyGrant('u1', 1, new Date('2026-11-30T23:30:00Z')).month).toBe('2026-12');
    expect(vipMonthlyGrant('u1', 1, new Date('2026-11-30T15:59:59Z')).month).toBe('2026-11');
  });

  it('is the same grant, with the same references, however often it is decided in a month', () => {
    expect(vipMonthlyGrant('u1', 5, new Date('2026-12-01T00:00:00+08:00'))).toEqual(vipMonthlyGrant('u1', 5, new Date('2026-12-20T12:00:00+08:00')));
  });
});
