import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support's index of every member's history (member-history.projection.ts). Filled by its projection
 * from the log on the first start after this migration. The timeline pages by (member, log position)
 * newest first; a page finds its purchases' unnamed container facts by correlation and the events
 * naming its orders, coupons and items by their ids.
 */
export class MemberHistory1767200000000 implements MigrationInterface {
  name = 'MemberHistory1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_history (
      entry_key text PRIMARY KEY,
      member_id text,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      stream_id text NOT NULL,
      revision int NOT NULL,
      type text NOT NULL,
      kind text NOT NULL,
      order_id text,
      refs text[] NOT NULL,
      correlation_id text NOT NULL,
      occurred_at timestamptz NOT NULL,
      search text NOT NULL)`);
    await q.query('CREATE INDEX member_history_member_position ON member_history (member_id, commit_position, prepare_position)');
    await q.query('CREATE INDEX member_history_unnamed ON member_history (correlation_id) WHERE member_id IS NULL');
    await q.query("CREATE INDEX member_history_order_placed ON member_history (order_id) WHERE type = 'OrderPlaced'");
    await q.query('CREATE INDEX member_history_refs ON member_history USING gin (refs)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE member_history');
  }
}
