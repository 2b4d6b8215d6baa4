import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of every purchase, recharge and shipping call (server/src/http/idempotency.interceptor.ts):
 * one row per (member, key) with the hash of the request it was first sent with, and the answer once
 * that request succeeded (null while it runs).
 */
export class IdempotencyKeys1765100000000 implements MigrationInterface {
  name = 'IdempotencyKeys1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE idempotency_keys (
        user_id text NOT NULL,
        key varchar(64) NOT NULL,
        request_hash char(64) NOT NULL,
        response jsonb,
        started_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (user_id, key)
      )`,
    );
    await q.query('CREATE INDEX idempotency_keys_started_at ON idempotency_keys (started_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
  }
}
