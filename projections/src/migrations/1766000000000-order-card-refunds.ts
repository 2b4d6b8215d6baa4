import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order history records the card refunds staff made at the gateway: the staff refund
 * queue lists what is still owed, and /order/detail says what was refunded.
 */
export class OrderCardRefunds1766000000000 implements MigrationInterface {
  name = 'OrderCardRefunds1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE orders ADD COLUMN card_refunded int NOT NULL DEFAULT 0, ADD COLUMN card_refund_trade_no text NULL,
       ADD COLUMN card_refund_paid_at timestamptz NULL, ADD COLUMN card_refund_reference text NULL, ADD COLUMN card_refunded_at timestamptz NULL`,
    );
    // The trade numbers are in events already applied: replay the order history from the log.
    await q.query(`DELETE FROM orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'order-summary'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE orders DROP COLUMN card_refunded, DROP COLUMN card_refund_trade_no, DROP COLUMN card_refund_paid_at,
       DROP COLUMN card_refund_reference, DROP COLUMN card_refunded_at`,
    );
  }
}
