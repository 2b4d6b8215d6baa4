import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attempt counters in rate-limiter-flexible's layout (one row per bucket: points used, window end in
 * ms), in place of the hit log that was counted and then appended to (not atomic under a burst).
 */
export class AuthRateLimits1764700000000 implements MigrationInterface {
  name = 'AuthRateLimits1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await q.query('DROP TABLE auth_throttle_hits');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_throttle_hits (bucket text NOT NULL, hit_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX auth_throttle_hits_bucket_at ON auth_throttle_hits (bucket, hit_at)');
    await q.query('DROP TABLE auth_rate_limits');
  }
}
