import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Secrets the server makes for itself on first start (the draw-code key), shared by every API process. */
export class AppSecrets1763900006500 implements MigrationInterface {
  name = 'AppSecrets1763900006500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE app_secrets');
  }
}
