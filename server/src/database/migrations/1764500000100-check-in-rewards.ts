import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The check-in reward table (one row per cycle day, before the day-3 and day-5 doubling), with a first table. */
export class CheckInRewards1764500000100 implements MigrationInterface {
  name = 'CheckInRewards1764500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE check_in_rewards (
      day int PRIMARY KEY CHECK (day BETWEEN 1 AND 7),
      type text NOT NULL CHECK (type IN ('points', 'coupon', 'combined')),
      points int NOT NULL CHECK (points >= 0),
      coupon_amount int NOT NULL CHECK (coupon_amount >= 0),
      coupon_min_purchase int NOT NULL DEFAULT 0 CHECK (coupon_min_purchase >= 0),
      coupon_valid_days int NOT NULL DEFAULT 30 CHECK (coupon_valid_days > 0))`);
    await q.query(`INSERT INTO check_in_rewards (day, type, points, coupon_amount, coupon_min_purchase, coupon_valid_days) VALUES
      (1, 'points', 20, 0, 0, 30),
      (2, 'points', 20, 0, 0, 30),
      (3, 'points', 40, 0, 0, 30),
      (4, 'coupon', 0, 10, 100, 30),
      (5, 'points', 40, 0, 0, 30),
      (6, 'points', 60, 0, 0, 30),
      (7, 'combined', 100, 30, 300, 30)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE check_in_rewards');
  }
}
