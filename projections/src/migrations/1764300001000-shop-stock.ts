import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's stock for live pushes. */
export class ShopStock1764300001000 implements MigrationInterface {
  name = 'ShopStock1764300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE shop_stock (
      stream_id text PRIMARY KEY,
      available jsonb NOT NULL,
      holds jsonb NOT NULL,
      changed jsonb NOT NULL,
      revision int NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE shop_stock');
  }
}
