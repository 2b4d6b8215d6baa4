import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tube each member last locked with the 鎖定籤筒 button (one tube lock per member at a
 * time, so no one holds several tubes against other buyers). Only a pointer: whether that lock
 * still holds is decided by the tube's own stream.
 */
export class MemberTubeLocks1765300000100 implements MigrationInterface {
  name = 'MemberTubeLocks1765300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_tube_locks (user_id text PRIMARY KEY, tube_id text NOT NULL, locked_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE member_tube_locks');
  }
}
