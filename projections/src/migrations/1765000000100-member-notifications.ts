import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-member notifications made from events (order shipped, reward granted). */
export class MemberNotifications1765000000100 implements MigrationInterface {
  name = 'MemberNotifications1765000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_notifications (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      "desc" text NOT NULL,
      created_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query('CREATE INDEX member_notifications_user ON member_notifications (user_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE member_notifications');
  }
}
