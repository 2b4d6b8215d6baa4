import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Capsule machines' stock and every capsule sold (history, collections). */
export class GachaMachines1764100000000 implements MigrationInterface {
  name = 'GachaMachines1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gacha_machines (
      machine_id text PRIMARY KEY,
      product_id text NOT NULL,
      round int NOT NULL,
      items jsonb NOT NULL,
      total_quantity int NOT NULL,
      remaining_quantity int NOT NULL,
      sold_out boolean NOT NULL,
      commitment text NOT NULL,
      revealed_seed text NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX gacha_machines_product ON gacha_machines (product_id)`);
    await q.query(`CREATE TABLE gacha_draws (
      order_id text PRIMARY KEY,
      user_id text NOT NULL,
      machine_id text NOT NULL,
      round int NOT NULL,
      position int NOT NULL,
      item_id text NOT NULL,
      item_name text NOT NULL,
      rarity text NOT NULL,
      drawn_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX gacha_draws_user_drawn ON gacha_draws (user_id, drawn_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gacha_draws`);
    await q.query(`DROP TABLE gacha_machines`);
  }
}
