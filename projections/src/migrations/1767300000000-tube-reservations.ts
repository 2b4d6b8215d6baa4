import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tube's board shows the tickets card orders keep while their payments are pending. Tubes
 * before it had no reservations: their rows start with none, no replay needed.
 */
export class TubeReservations1767300000000 implements MigrationInterface {
  name = 'TubeReservations1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tube_board ADD COLUMN reservations jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tube_board DROP COLUMN reservations');
  }
}
