import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The slot grid of each blind-box package. */
export class PackageBoard1764200000000 implements MigrationInterface {
  name = 'PackageBoard1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE package_board (
      package_id text PRIMARY KEY,
      product_id text NOT NULL,
      total_slots int NOT NULL,
      items jsonb NOT NULL,
      drawn jsonb NOT NULL,
      locks jsonb NOT NULL,
      sold_out boolean NOT NULL,
      commitment text NOT NULL,
      revealed_seed text NULL,
      opened_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX package_board_product_id ON package_board (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE package_board');
  }
}
