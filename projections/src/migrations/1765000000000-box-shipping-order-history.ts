import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * box_shipping orders in the order history carry their items, method, fee and note, and move to
 * shipping with the tracking number when the parcel leaves: replay the order history.
 */
export class BoxShippingOrderHistory1765000000000 implements MigrationInterface {
  name = 'BoxShippingOrderHistory1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM orders`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'order-summary'`);
  }

  async down(): Promise<void> {
    // The replayed rows are what the older projection would have written, plus the new facts.
  }
}
