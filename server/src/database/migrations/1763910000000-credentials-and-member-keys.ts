import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credentials leave the event log for their own table; personal-data keys live beside it (a
 * destroyed key keeps its row as a tombstone); `data_backfills` records one-off backfills from the
 * log (server/src/modules/accounts/backfill/accounts-backfill.ts) so they run once.
 */
export class CredentialsAndMemberKeys1763910000000 implements MigrationInterface {
  name = 'CredentialsAndMemberKeys1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE credentials (user_id text PRIMARY KEY, password_hash text NOT NULL, updated_at timestamptz NOT NULL)`);
    await q.query(
      `CREATE TABLE member_keys (user_id text PRIMARY KEY, key bytea, created_at timestamptz NOT NULL DEFAULT now(), destroyed_at timestamptz)`,
    );
    await q.query(`CREATE TABLE data_backfills (name text PRIMARY KEY, done_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE data_backfills');
    await q.query('DROP TABLE member_keys');
    await q.query('DROP TABLE credentials');
  }
}
