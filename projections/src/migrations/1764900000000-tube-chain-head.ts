import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tube's chain head (hash of its last event), published with its status and pushed live (docs/fairness.md §2). */
export class TubeChainHead1764900000000 implements MigrationInterface {
  name = 'TubeChainHead1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tube_board ADD COLUMN head_hash text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tube_board DROP COLUMN head_hash');
  }
}
