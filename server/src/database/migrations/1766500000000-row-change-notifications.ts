import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every UPDATE or DELETE of a session, an account row or a product NOTIFYs `row_changes` with
 * '<table>:<key>' (TRUNCATE: '<table>:*'), so each process's cache of them (database/row-changes.ts)
 * drops the row when it commits, whoever wrote it. Inserts need no notice: nothing caches a row
 * before it exists.
 */
export class RowChangeNotifications1766500000000 implements MigrationInterface {
  name = 'RowChangeNotifications1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':*');
        ELSE
          PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, key] of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_row_changed AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION notify_row_change('${key}')`,
      );
      await q.query(`CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_row_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of TABLES) {
      await q.query(`DROP TRIGGER ${table}_row_changed ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_truncated ON ${table}`);
    }
    await q.query('DROP FUNCTION notify_row_change()');
  }
}

const TABLES = [
  ['sessions', 'token_hash'],
  ['user_accounts', 'user_id'],
  ['products', 'id'],
] as const;
