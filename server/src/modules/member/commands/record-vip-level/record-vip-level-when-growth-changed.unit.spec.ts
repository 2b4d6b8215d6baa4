import type { CommittedChange } from '@shop/projections';
import { membersWithNewLevel } from './record-vip-level-when-growth-changed';

const change = (projection: string, rows: object[]): CommittedChange => ({ projection, rows, deletedKeys: [] });
const growth = (userId: string, level: number, reviews = 0) => ({ userId, level, reviews: Array.from({ length: reviews }, () => ({})) });

describe('the members a committed batch moved the VIP level of', () => {
  it('given members not seen before then each of them, once', () => {
    const seen = new Map<string, string>();
    expect(membersWithNewLevel([change('member-growth', [growth('u1', 1), growth('u2', 2)])], seen)).toEqual(['u1', 'u2']);
  });

  it('given growth that leaves the level and the reviews as they were then nobody', () => {
    const seen = new Map<string, string>();
    membersWithNewLevel([change('member-growth', [growth('u1', 2)])], seen);
    expect(membersWithNewLevel([change('member-growth', [growth('u1', 2)])], seen)).toEqual([]);
  });

  it('given a higher level or a new review then that member', () => {
    const seen = new Map<string, string>();
    membersWithNewLevel([change('member-growth', [growth('u1', 2), growth('u2', 5)])], seen);
    expect(membersWithNewLevel([change('member-growth', [growth('u1', 3), growth('u2', 5, 1)])], seen)).toEqual(['u1', 'u2']);
  });

  it('given other read models then nobody', () => {
    expect(membersWithNewLevel([change('token-history', [{ userId: 'u1', transactionType: 'purchase' }])], new Map())).toEqual([]);
  });
});
