import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The line for each held tube (its `tube-line-<id>` stream), for the room's push and the line keeper. */
export class TubeLine1767000000000 implements MigrationInterface {
  name = 'TubeLine1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tube_line (
      tube_id text PRIMARY KEY,
      waiting jsonb NOT NULL,
      offer jsonb,
      closed boolean NOT NULL,
      hold_ends_at timestamptz,
      last_offered_at timestamptz,
      hand_overs int NOT NULL,
      hand_over_ms bigint NOT NULL,
      revision int NOT NULL)`);
    // The keeper visits only lines with someone in them.
    await q.query(`CREATE INDEX tube_line_active ON tube_line (tube_id) WHERE offer IS NOT NULL OR waiting <> '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE tube_line');
  }
}
