import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The running VIP growth of each member. Filled by its projection from the log on the first start
 * after this migration (a new read model starts from the beginning of the log).
 */
export class MemberGrowth1766900000000 implements MigrationInterface {
  name = 'MemberGrowth1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_growth (
      user_id text PRIMARY KEY,
      level int NOT NULL,
      growth int NOT NULL,
      review_at timestamptz,
      window_start timestamptz NOT NULL,
      window_earned int NOT NULL,
      last_at timestamptz NOT NULL,
      reviews jsonb NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE member_growth');
  }
}
