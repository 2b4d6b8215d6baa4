// A member's growth ledger (1 growth point per 1 元 spent): the token payments and refunds of the
// token_history read model (the wallet's TokensDebited / TokensRefunded).
import type { DataSource } from 'typeorm';
import type { GrowthEntry } from '../domain/vip';

export async function growthLedger(db: DataSource, userId: string): Promise<GrowthEntry[]> {
  const rows = await db.query<{ amount: number; transaction_date: Date }[]>(
    `SELECT amount, transaction_date FROM token_history
      WHERE user_id = $1 AND transaction_type IN ('purchase', 'refund') ORDER BY transaction_date`,
    [userId],
  );
  // A payment is stored as a negative token amount, a refund as a positive one.
  return rows.map((row) => ({ at: new Date(row.transaction_date), points: -row.amount }));
}
