import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Task rewards claimed (growth points for the VIP level). */
export class TaskClaims1765800000000 implements MigrationInterface {
  name = 'TaskClaims1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE task_claims (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      task_id text NOT NULL,
      period text NOT NULL,
      growth_points int NOT NULL,
      claimed_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query('CREATE INDEX task_claims_user ON task_claims (user_id, claimed_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE task_claims');
  }
}
