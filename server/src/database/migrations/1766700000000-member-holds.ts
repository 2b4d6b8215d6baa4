import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * member_tube_locks becomes member_holds: the one hold (tube or blind-box slot) each member took last,
 * whichever way, and when their recent holds lapsed unbought (epoch ms). Only pointers and what the
 * containers' streams said: whether that hold still holds is decided by its container's own stream.
 */
export class MemberHolds1766700000000 implements MigrationInterface {
  name = 'MemberHolds1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE member_holds (
         user_id text PRIMARY KEY,
         kind text NOT NULL CHECK (kind IN ('tube', 'slot')),
         container_id text NOT NULL,
         taken_at timestamptz NOT NULL,
         lapses bigint[] NOT NULL DEFAULT '{}'
       )`,
    );
    await q.query(
      `INSERT INTO member_holds (user_id, kind, container_id, taken_at) SELECT user_id, 'tube', tube_id, locked_at FROM member_tube_locks`,
    );
    await q.query('DROP TABLE member_tube_locks');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_tube_locks (user_id text PRIMARY KEY, tube_id text NOT NULL, locked_at timestamptz NOT NULL)`);
    await q.query(
      `INSERT INTO member_tube_locks (user_id, tube_id, locked_at) SELECT user_id, container_id, taken_at FROM member_holds WHERE kind = 'tube'`,
    );
    await q.query('DROP TABLE member_holds');
  }
}
