import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentAndSessions1763800000100 implements MigrationInterface {
  name = 'ContentAndSessions1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE products (
      id text PRIMARY KEY,
      name text NOT NULL,
      type int NOT NULL,
      price int NOT NULL,
      discount_price int NULL,
      point_price int NULL,
      image_url text NOT NULL,
      images jsonb NOT NULL,
      status text NOT NULL,
      release_date timestamptz NULL,
      draw_date timestamptz NULL,
      allow_point_payment boolean NOT NULL,
      prizes jsonb NOT NULL,
      description text NOT NULL,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz NULL)`);
    await q.query(`CREATE INDEX sessions_user_id ON sessions (user_id)`);
    await q.query(`CREATE TABLE draw_seeds (
      stream_id text PRIMARY KEY,
      seed_hex text NOT NULL,
      created_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE draw_seeds');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE products');
  }
}
