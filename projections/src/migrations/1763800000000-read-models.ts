import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReadModels1763800000000 implements MigrationInterface {
  name = 'ReadModels1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      commit_position numeric NULL,
      prepare_position numeric NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE tube_board (
      tube_id text PRIMARY KEY,
      product_id text NOT NULL,
      total_tickets int NOT NULL,
      drawn_numbers int[] NOT NULL,
      prizes jsonb NOT NULL,
      has_last_prize boolean NOT NULL,
      lock_user_id text NULL,
      lock_expires_at timestamptz NULL,
      opened_at timestamptz NOT NULL,
      revision int NOT NULL)`);
    await q.query(`CREATE INDEX tube_board_product_id ON tube_board (product_id)`);
    await q.query(`CREATE TABLE user_accounts (
      user_id text PRIMARY KEY,
      phone text NOT NULL UNIQUE,
      name text NOT NULL,
      role text NOT NULL,
      password_hash text NOT NULL,
      registered_at timestamptz NOT NULL,
      revision int NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE user_accounts');
    await q.query('DROP TABLE tube_board');
    await q.query('DROP TABLE projection_checkpoints');
  }
}
