import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The members' address books: at most one default per member, kept by the index. */
export class Addresses1764400000100 implements MigrationInterface {
  name = 'Addresses1764400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE addresses (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      name text NOT NULL,
      phone text NOT NULL,
      city text NOT NULL,
      district text NOT NULL,
      address_detail text NOT NULL,
      is_default boolean NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX addresses_user ON addresses (user_id, created_at)');
    await q.query('CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE addresses');
  }
}
