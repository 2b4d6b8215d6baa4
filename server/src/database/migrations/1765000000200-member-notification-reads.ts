import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which per-member notifications (the member_notifications read model) their member has read. */
export class MemberNotificationReads1765000000200 implements MigrationInterface {
  name = 'MemberNotificationReads1765000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_notification_reads (
      notification_id text PRIMARY KEY,
      user_id text NOT NULL,
      read_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE member_notification_reads');
  }
}
