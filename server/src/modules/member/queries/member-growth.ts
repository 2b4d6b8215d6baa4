// The member's running VIP growth (the member-growth read model): one row, whatever the length of
// their history. A member with no payments or task rewards yet has the initial state.
import type { GrowthState } from '@shop/contracts';
import { growthStateOf, type MemberGrowthRow } from '@shop/projections';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-query';

const GROWTH_SQL = `SELECT user_id AS "userId", level, growth, review_at AS "reviewAt", window_start AS "windowStart",
  window_earned AS "windowEarned", last_at AS "lastAt", reviews FROM member_growth WHERE user_id = $1`;

export async function memberGrowth(db: DataSource, userId: string): Promise<GrowthState> {
  const [row] = await preparedQuery<MemberGrowthRow>(db, 'member-growth', GROWTH_SQL, [userId]);
  return growthStateOf(row ?? null);
}
