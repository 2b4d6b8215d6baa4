import type { CommittedChange } from '@shop/projections';
import { membersWithGrowth } from './record-vip-level-when-growth-changed';

const change = (projection: string, rows: object[]): CommittedChange => ({ projection, rows, deletedKeys: [] });

describe('the members a committed batch moved the growth of', () => {
  it('given token payments, refunds and task rewards then their members, each once', () => {
    expect(
      membersWithGrowth([
        change('token-history', [
          { userId: 'u1', transactionType: 'purchase' },
          { userId: 'u1', transactionType: 'refund' },
          { userId: 'u2', transactionType: 'refund' },
        ]),
        change('task-claims', [{ userId: 'u3' }]),
      ]),
    ).toEqual(['u1', 'u2', 'u3']);
  });

  it('given recharges, credits or other read models then nobody', () => {
    expect(
      membersWithGrowth([
        change('token-history', [
          { userId: 'u1', transactionType: 'recharge' },
          { userId: 'u2', transactionType: 'credit' },
        ]),
        change('member-notification', [{ userId: 'u3' }]),
      ]),
    ).toEqual([]);
  });
});
