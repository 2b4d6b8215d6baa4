import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders whose payment the wallet voided, for the staff console. */
export class VoidedPayments1766200000100 implements MigrationInterface {
  name = 'VoidedPayments1766200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE voided_payments (
      order_id text PRIMARY KEY,
      user_id text NOT NULL,
      reason text NOT NULL,
      voided_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query('CREATE INDEX voided_payments_time ON voided_payments (voided_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE voided_payments');
  }
}
