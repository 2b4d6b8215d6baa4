import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fulfilment queue also lists shop orders (kind `shop`), which staff ship and deliver like a box
 * shipment: the queue's rows say their kind, and the queue is replayed so paid shop orders appear.
 * The order history is replayed too: a cancelled order whose late card payment was refunded now
 * reads payment_status `refunded`.
 */
export class ShopOrdersFulfilment1766000000100 implements MigrationInterface {
  name = 'ShopOrdersFulfilment1766000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipping_orders ADD COLUMN kind text NOT NULL DEFAULT 'box_shipping'`);
    await q.query(`DELETE FROM shipping_orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'shipping-order'`);
    await q.query(`DELETE FROM orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'order-summary'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM shipping_orders WHERE kind = 'shop'`);
    await q.query(`ALTER TABLE shipping_orders DROP COLUMN kind`);
  }
}
