// Hot-path reads without the ORM: a named (server-side prepared) statement on TypeORM's own pg
// pool. PostgreSQL plans each named statement once per connection; TypeORM stays for the rest.
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

export async function preparedQuery<Row extends QueryResultRow>(db: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  return (await pool.query<Row>({ name, text, values })).rows;
}
