import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Capsule machines and blind boxes publish their chain head, as tubes do (docs/fairness.md §3, §9,
 * §10). A box's head chains over every event before it, so both boards are replayed from the log.
 */
export class ContainerChainHeads1766400000300 implements MigrationInterface {
  name = 'ContainerChainHeads1766400000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE gacha_machines ADD COLUMN head_hash text');
    await q.query('ALTER TABLE package_board ADD COLUMN head_hash text');
    await q.query('DELETE FROM gacha_machines');
    await q.query('DELETE FROM package_board');
    await q.query(`DELETE FROM projection_checkpoints WHERE name IN ('gacha-machine', 'package-board')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE gacha_machines DROP COLUMN head_hash');
    await q.query('ALTER TABLE package_board DROP COLUMN head_hash');
  }
}
