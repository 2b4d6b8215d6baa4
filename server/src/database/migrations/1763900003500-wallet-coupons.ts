import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Redeem codes (content) and redeem attempts (for the server-side rate limits). */
export class WalletCoupons1763900003500 implements MigrationInterface {
  name = 'WalletCoupons1763900003500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE coupon_codes (
      code text PRIMARY KEY,
      title text NOT NULL,
      amount int NOT NULL CHECK (amount > 0),
      min_purchase int NOT NULL DEFAULT 0,
      description text NOT NULL DEFAULT '',
      category_ids text[] NOT NULL DEFAULT '{}',
      product_ids text[] NOT NULL DEFAULT '{}',
      valid_days int NOT NULL CHECK (valid_days > 0),
      redeemable_until timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE coupon_redeem_attempts (
      id bigserial PRIMARY KEY,
      user_id text NOT NULL,
      code text NOT NULL,
      attempted_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX coupon_redeem_attempts_user_time ON coupon_redeem_attempts (user_id, attempted_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE coupon_redeem_attempts');
    await q.query('DROP TABLE coupon_codes');
  }
}
