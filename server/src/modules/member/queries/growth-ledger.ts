// A member's growth ledger (1 growth point per 1 元 spent): the token payments and refunds of the
// token_history read model (the wallet's TokensDebited / TokensRefunded), and the growth points of
// the task rewards they claimed (the task_claims read model).
import type { DataSource } from 'typeorm';
import type { GrowthEntry } from '../domain/vip';

export async function growthLedger(db: DataSource, userId: string): Promise<GrowthEntry[]> {
  const rows = await db.query<{ points: number; at: Date }[]>(
    `SELECT -amount AS points, transaction_date AS at FROM token_history
      WHERE user_id = $1 AND transaction_type IN ('purchase', 'refund')
     UNION ALL
     SELECT growth_points AS points, claimed_at AS at FROM task_claims WHERE user_id = $1
     ORDER BY at`,
    [userId],
  );
  // A payment is stored as a negative token amount, a refund as a positive one.
  return rows.map((row) => ({ at: new Date(row.at), points: Number(row.points) }));
}
