import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products created or taken off sale in the staff console record which staff member did it and when. */
export class ProductStaffChanges1765700000000 implements MigrationInterface {
  name = 'ProductStaffChanges1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products ADD COLUMN created_by text NULL, ADD COLUMN updated_by text NULL, ADD COLUMN updated_at timestamptz NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products DROP COLUMN created_by, DROP COLUMN updated_by, DROP COLUMN updated_at');
  }
}
