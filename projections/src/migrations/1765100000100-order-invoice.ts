import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order history records the e-invoice of a shop order or recharge and the card payments owed back
 * to the buyer (late or wrong-amount payments): /order/detail shows both.
 */
export class OrderInvoice1765100000100 implements MigrationInterface {
  name = 'OrderInvoice1765100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN invoice jsonb NULL, ADD COLUMN card_refund_due int NOT NULL DEFAULT 0`);
    // The invoices are in events already applied: replay the order history from the log.
    await q.query(`DELETE FROM orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'order-summary'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN invoice, DROP COLUMN card_refund_due`);
  }
}
