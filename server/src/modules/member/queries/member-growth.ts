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

/** Members whose growth a process keeps (least recently used goes first). */
const CACHED_MEMBERS = 50_000;

/**
 * The member-growth rows of recent buyers, kept by a process that runs the projections itself:
 * each batch its runner commits brings the rows it wrote, so a warm purchase reads no row. A
 * process that does not project (`onCommitted` absent) reads the row every time.
 */
export class MemberGrowthCache {
  private readonly rows = new Map<string, GrowthState>();

  private readonly caching: boolean;

  constructor(
    private readonly db: DataSource,
    onCommitted?: (listener: (changes: { projection: string; rows: object[] }[]) => void) => void,
  ) {
    this.caching = !!onCommitted;
    onCommitted?.((changes) => {
      for (const change of changes) {
        if (change.projection !== 'member-growth') continue;
        for (const row of change.rows as MemberGrowthRow[]) this.keep(row.userId, growthStateOf(row));
      }
    });
  }

  async get(userId: string): Promise<GrowthState> {
    const cached = this.rows.get(userId);
    if (cached) return cached;
    const state = await memberGrowth(this.db, userId);
    // A commit that arrived during the read brought a newer row: keep that one.
    if (this.caching && !this.rows.has(userId)) this.keep(userId, state);
    return state;
  }

  private keep(userId: string, state: GrowthState): void {
    if (!this.caching) return;
    this.rows.delete(userId);
    this.rows.set(userId, state);
    if (this.rows.size > CACHED_MEMBERS) this.rows.delete(this.rows.keys().next().value!);
  }
}
