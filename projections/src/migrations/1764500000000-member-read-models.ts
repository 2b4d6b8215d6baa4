import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The member area's read models: check-ins (history and winners marquee) and liked products. */
export class MemberReadModels1764500000000 implements MigrationInterface {
  name = 'MemberReadModels1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE check_in_feed (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      date text NOT NULL,
      cycle_day int NOT NULL,
      doubled boolean NOT NULL,
      reward_type text NOT NULL,
      points int NOT NULL,
      coupon_amount int NOT NULL,
      created_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query('CREATE INDEX check_in_feed_user ON check_in_feed (user_id, created_at)');
    await q.query('CREATE INDEX check_in_feed_created ON check_in_feed (created_at)');
    await q.query(`CREATE TABLE product_likes (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      product_id text NOT NULL,
      liked_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query('CREATE INDEX product_likes_user ON product_likes (user_id, liked_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE product_likes');
    await q.query('DROP TABLE check_in_feed');
  }
}
