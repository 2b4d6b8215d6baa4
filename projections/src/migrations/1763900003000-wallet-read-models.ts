import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Wallet read models: bonus-points history, token history (recharges, debits, refunds), balances. */
export class WalletReadModels1763900003000 implements MigrationInterface {
  name = 'WalletReadModels1763900003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE points_history (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      points int NOT NULL,
      reason text NOT NULL,
      reference text NOT NULL,
      description text NOT NULL,
      expires_at timestamptz NULL,
      created_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX points_history_user_created ON points_history (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE token_history (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      transaction_type text NOT NULL,
      reference_name text NOT NULL,
      payment_method text NOT NULL,
      payment_status text NOT NULL,
      amount int NOT NULL,
      description text NOT NULL,
      transaction_date timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX token_history_user_date ON token_history (user_id, transaction_date DESC)`);
    await q.query(`CREATE TABLE wallet_balances (
      user_id text PRIMARY KEY,
      tokens int NOT NULL,
      points int NOT NULL,
      revision int NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE wallet_balances');
    await q.query('DROP TABLE token_history');
    await q.query('DROP TABLE points_history');
  }
}
