import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Box items carry storage and preorder dates and their shipment; the staff's queue of shipping orders. */
export class BoxShipping1764400000000 implements MigrationInterface {
  name = 'BoxShipping1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE box_items
      ADD COLUMN expires_at timestamptz, ADD COLUMN preorder_at timestamptz, ADD COLUMN shipping_order_id text,
      ADD COLUMN carrier text, ADD COLUMN tracking_number text`);
    await q.query(`CREATE TABLE shipping_orders (
      order_id text PRIMARY KEY,
      user_id text NOT NULL,
      status text NOT NULL,
      items jsonb NOT NULL,
      shipping_method text NOT NULL,
      fee int NOT NULL,
      recipient_name text NOT NULL,
      recipient_phone text NOT NULL,
      city text NOT NULL,
      district text NOT NULL,
      address_detail text NOT NULL,
      customer_note text NOT NULL,
      carrier text,
      tracking_number text,
      placed_at timestamptz NOT NULL,
      shipped_at timestamptz
    )`);
    await q.query('CREATE INDEX shipping_orders_status_placed ON shipping_orders (status, placed_at)');
    await q.query('CREATE INDEX shipping_orders_user ON shipping_orders (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE shipping_orders');
    await q.query(`ALTER TABLE box_items DROP COLUMN expires_at, DROP COLUMN preorder_at, DROP COLUMN shipping_order_id,
      DROP COLUMN carrier, DROP COLUMN tracking_number`);
  }
}
