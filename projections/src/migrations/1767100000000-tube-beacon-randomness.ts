import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tube that named a beacon round publishes the round's randomness with its seed, and the txid mixes
 * it in (docs/fairness.md §7). Tubes revealed before had none: their rows keep null, no replay needed.
 */
export class TubeBeaconRandomness1767100000000 implements MigrationInterface {
  name = 'TubeBeaconRandomness1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tube_board ADD COLUMN revealed_beacon_randomness text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tube_board DROP COLUMN revealed_beacon_randomness');
  }
}
