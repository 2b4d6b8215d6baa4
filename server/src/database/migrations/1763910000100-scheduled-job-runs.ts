import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How far each scheduled process has got (points expiry: every lot expiring up to `done_until` is recorded). */
export class ScheduledJobRuns1763910000100 implements MigrationInterface {
  name = 'ScheduledJobRuns1763910000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE scheduled_job_runs (job text PRIMARY KEY, done_until timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scheduled_job_runs');
  }
}
