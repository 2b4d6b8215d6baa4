import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Password hashes moved to the server's credentials table (filled from the log by a backfill). */
export class UserAccountWithoutPassword1763910000100 implements MigrationInterface {
  name = 'UserAccountWithoutPassword1763910000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE user_accounts DROP COLUMN password_hash');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE user_accounts ADD COLUMN password_hash text');
  }
}
