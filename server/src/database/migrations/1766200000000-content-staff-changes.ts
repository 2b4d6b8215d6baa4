import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every staff write to content (banners, notices, official info, notifications, hot keywords,
 * policies, coupon codes, the check-in reward table) records who made it, when, and what it wrote,
 * in the same transaction as the write. A log rather than created_by/updated_by columns (as on
 * products): content rows are deleted, and a deletion must keep its author too.
 */
export class ContentStaffChanges1766200000000 implements MigrationInterface {
  name = 'ContentStaffChanges1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content_staff_changes (
      id bigserial PRIMARY KEY,
      staff_id text NOT NULL,
      kind text NOT NULL,
      row_key text NOT NULL,
      action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
      written jsonb NULL,
      changed_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX content_staff_changes_row ON content_staff_changes (kind, row_key, changed_at)');
    await q.query('ALTER TABLE coupon_codes ADD COLUMN created_by text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE coupon_codes DROP COLUMN created_by');
    await q.query('DROP TABLE content_staff_changes');
  }
}
