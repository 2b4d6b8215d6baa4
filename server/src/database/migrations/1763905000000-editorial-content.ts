import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Editorial content tables (helper 5: home, search, content pages). */
export class EditorialContent1763905000000 implements MigrationInterface {
  name = 'EditorialContent1763905000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE banners (
      id serial PRIMARY KEY, image_url text NOT NULL, link text NOT NULL, sort int NOT NULL DEFAULT 0, active boolean NOT NULL DEFAULT true)`);
    await q.query(`CREATE TABLE cover_promos (
      id serial PRIMARY KEY, image text NOT NULL, link text NOT NULL, alt text NOT NULL, sort int NOT NULL DEFAULT 0, active boolean NOT NULL DEFAULT true)`);
    await q.query(`CREATE TABLE notices (
      id serial PRIMARY KEY, text text NOT NULL, highlight jsonb NOT NULL, link text NULL, target text NULL,
      active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX notices_recent ON notices (created_at DESC) WHERE active`);
    await q.query(`CREATE TABLE official_info (
      id serial PRIMARY KEY, title text NOT NULL, main_image text NOT NULL, images jsonb NOT NULL, content text NOT NULL,
      published_at timestamptz NOT NULL, views int NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX official_info_published ON official_info (published_at DESC, id DESC)`);
    await q.query(`CREATE TABLE notifications (
      id serial PRIMARY KEY, user_id text NULL, title text NOT NULL, "desc" text NOT NULL, created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX notifications_user ON notifications (user_id, created_at DESC)`);
    await q.query(`CREATE TABLE notification_reads (
      notification_id int NOT NULL REFERENCES notifications (id) ON DELETE CASCADE, user_id text NOT NULL, read_at timestamptz NOT NULL,
      PRIMARY KEY (notification_id, user_id))`);
    await q.query(`CREATE TABLE policies (key text PRIMARY KEY, title text NOT NULL, body text NOT NULL, updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE pwa_install_rewards (user_id text PRIMARY KEY, coupon_title text NOT NULL, claimed_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE hot_keywords (id serial PRIMARY KEY, keyword text NOT NULL, sort int NOT NULL DEFAULT 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'hot_keywords',
      'pwa_install_rewards',
      'policies',
      'notification_reads',
      'notifications',
      'official_info',
      'notices',
      'cover_promos',
      'banners',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
