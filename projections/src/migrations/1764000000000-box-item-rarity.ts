import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Box items from gacha and blind boxes carry a rarity instead of an ichiban tier. */
export class BoxItemRarity1764000000000 implements MigrationInterface {
  name = 'BoxItemRarity1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE box_items ALTER COLUMN tier DROP NOT NULL, ADD COLUMN rarity text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE box_items DROP COLUMN rarity, ALTER COLUMN tier SET NOT NULL');
  }
}
