import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The orders read model becomes the one order history of every kind. */
export class OrderHistory1764300000000 implements MigrationInterface {
  name = 'OrderHistory1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders
      ADD COLUMN order_status text NOT NULL DEFAULT 'pending',
      ADD COLUMN payment_status text NOT NULL DEFAULT 'pending',
      ADD COLUMN payment_method text NOT NULL DEFAULT 'balance',
      ADD COLUMN coupon_discount int NOT NULL DEFAULT 0,
      ADD COLUMN card_amount int NOT NULL DEFAULT 0,
      ADD COLUMN shipping_method text NULL,
      ADD COLUMN shipping_fee int NOT NULL DEFAULT 0,
      ADD COLUMN items jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN recipient jsonb NULL,
      ADD COLUMN customer_note text NULL,
      ADD COLUMN paid_at timestamptz NULL,
      ADD COLUMN tracking_number text NULL`);
    await q.query(`CREATE INDEX orders_user_placed ON orders (user_id, placed_at)`);
    // The new columns (and the recharges) come from events already applied: replay from the log.
    await q.query(`DELETE FROM orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'order-summary'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_user_placed`);
    await q.query(`DELETE FROM orders WHERE kind = 'token_recharge'`);
    await q.query(`ALTER TABLE orders
      DROP COLUMN order_status, DROP COLUMN payment_status, DROP COLUMN payment_method, DROP COLUMN coupon_discount,
      DROP COLUMN card_amount, DROP COLUMN shipping_method, DROP COLUMN shipping_fee, DROP COLUMN items,
      DROP COLUMN recipient, DROP COLUMN customer_note, DROP COLUMN paid_at, DROP COLUMN tracking_number`);
  }
}
