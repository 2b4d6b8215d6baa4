// The member's VIP growth as a running total: every payment in tokens adds its amount, a refund
// takes it back, a task reward adds its growth points (the growth ledger of 002 §4), folded by
// contracts' addGrowth in log order. The level at any moment then comes from this one row
// (growthAt), whatever the length of the member's history.
import { addGrowth, initialGrowth, type GrowthEntry, type GrowthState } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { MemberGrowthRow } from './member-growth.entity';

type Handled = 'TokensDebited' | 'TokensRefunded' | 'TaskRewardClaimed';

/** The ledger entry an event adds, or null when it moves no growth (a free order). */
export function growthEntryOf(event: ProjectedEvent<Handled>): GrowthEntry | null {
  const at = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'TokensDebited':
      return event.data.amount > 0 ? { at, points: event.data.amount } : null;
    case 'TokensRefunded':
      return event.data.amount > 0 ? { at, points: -event.data.amount } : null;
    case 'TaskRewardClaimed':
      return event.data.growthPoints > 0 ? { at, points: event.data.growthPoints } : null;
  }
}

export function growthStateOf(row: MemberGrowthRow | null): GrowthState {
  if (!row) return initialGrowth;
  return {
    level: row.level,
    growth: row.growth,
    reviewAt: row.reviewAt ? new Date(row.reviewAt).getTime() : null,
    windowStart: new Date(row.windowStart).getTime(),
    windowEarned: row.windowEarned,
    lastAt: new Date(row.lastAt).getTime(),
    reviews: row.reviews.map((r) => ({ ...r, periodEnd: new Date(r.periodEnd) })),
  };
}

export const memberGrowth = projection({
  name: 'member-growth',
  entity: MemberGrowthRow,
  key: 'userId',
  handles: ['TokensDebited', 'TokensRefunded', 'TaskRewardClaimed'] as const,
  keyOf: (event) => (growthEntryOf(event) ? event.data.userId : null),
  evolve(row, event): MemberGrowthRow | null {
    const entry = growthEntryOf(event);
    if (!entry) return row;
    const s = addGrowth(growthStateOf(row), entry);
    return {
      userId: event.data.userId,
      level: s.level,
      growth: s.growth,
      reviewAt: s.reviewAt === null ? null : new Date(s.reviewAt),
      windowStart: new Date(s.windowStart),
      windowEarned: s.windowEarned,
      lastAt: new Date(s.lastAt),
      reviews: s.reviews.map((r) => ({ ...r, periodEnd: r.periodEnd.toISOString() })),
    };
  },
});
