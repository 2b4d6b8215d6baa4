import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IchibanOrdersBox1763900006000 implements MigrationInterface {
  name = 'IchibanOrdersBox1763900006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tube_board
      ADD COLUMN drawn_tiers jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN sold_out boolean NOT NULL DEFAULT false,
      ADD COLUMN commitment text NOT NULL DEFAULT '',
      ADD COLUMN revealed_seed text NULL`);
    // The new columns come from events already applied: replay the tube board from the log.
    await q.query(`DELETE FROM tube_board`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'tube-board'`);
    await q.query(`CREATE TABLE orders (
      order_id text PRIMARY KEY,
      user_id text NOT NULL,
      kind text NOT NULL,
      product_id text NOT NULL,
      product_name text NOT NULL,
      tube_id text NULL,
      status text NOT NULL,
      quantity int NOT NULL,
      amount int NOT NULL,
      points int NOT NULL,
      tokens int NOT NULL,
      prizes jsonb NOT NULL,
      placed_at timestamptz NOT NULL,
      drawn_at timestamptz NULL,
      updated_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX orders_user_drawn ON orders (user_id, drawn_at)`);
    await q.query(`CREATE INDEX orders_status_updated ON orders (status, updated_at)`);
    await q.query(`CREATE TABLE box_items (
      item_id text PRIMARY KEY,
      user_id text NOT NULL,
      order_id text NOT NULL,
      source text NOT NULL,
      product_id text NOT NULL,
      tier text NOT NULL,
      name text NOT NULL,
      image_url text NOT NULL,
      status text NOT NULL,
      added_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX box_items_user_added ON box_items (user_id, added_at)`);
    await q.query(`CREATE INDEX box_items_order ON box_items (order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE box_items');
    await q.query('DROP TABLE orders');
    await q.query('ALTER TABLE tube_board DROP COLUMN drawn_tiers, DROP COLUMN sold_out, DROP COLUMN commitment, DROP COLUMN revealed_seed');
  }
}
