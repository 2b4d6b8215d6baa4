import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Redeem codes may be limited to the first N members (coupon_code_redemptions counts them). */
export class CouponCodeRedemptions1764900000100 implements MigrationInterface {
  name = 'CouponCodeRedemptions1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE coupon_codes ADD COLUMN max_redemptions int NULL CHECK (max_redemptions > 0)');
    await q.query(`CREATE TABLE coupon_code_redemptions (
      code text NOT NULL,
      user_id text NOT NULL,
      claimed_at timestamptz NOT NULL,
      PRIMARY KEY (code, user_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE coupon_code_redemptions');
    await q.query('ALTER TABLE coupon_codes DROP COLUMN max_redemptions');
  }
}
