import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A staff change may also be 'ended': an admin stopped a coupon redeem code before its end. */
export class ContentChangeEnded1766600000000 implements MigrationInterface {
  name = 'ContentChangeEnded1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE content_staff_changes DROP CONSTRAINT content_staff_changes_action_check');
    await q.query(
      `ALTER TABLE content_staff_changes ADD CONSTRAINT content_staff_changes_action_check CHECK (action IN ('created', 'updated', 'deleted', 'ended'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Keep the record (who stopped which code, when) as the update it was.
    await q.query(`UPDATE content_staff_changes SET action = 'updated' WHERE action = 'ended'`);
    await q.query('ALTER TABLE content_staff_changes DROP CONSTRAINT content_staff_changes_action_check');
    await q.query(
      `ALTER TABLE content_staff_changes ADD CONSTRAINT content_staff_changes_action_check CHECK (action IN ('created', 'updated', 'deleted'))`,
    );
  }
}
