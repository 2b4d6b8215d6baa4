import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each line for a held tube or blind box (its `<container>-line-<id>` stream), for the room's push and the line keepers. */
export class HoldLine1767000000000 implements MigrationInterface {
  name = 'HoldLine1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hold_line (
      line_id text PRIMARY KEY,
      container text NOT NULL,
      container_id text NOT NULL,
      waiting jsonb NOT NULL,
      offer jsonb,
      closed boolean NOT NULL,
      hold_ends_at timestamptz,
      last_offered_at timestamptz,
      hand_overs int NOT NULL,
      hand_over_ms bigint NOT NULL,
      revision int NOT NULL)`);
    // The keepers visit only lines with someone in them.
    await q.query(`CREATE INDEX hold_line_active ON hold_line (container) WHERE offer IS NOT NULL OR waiting <> '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE hold_line');
  }
}
