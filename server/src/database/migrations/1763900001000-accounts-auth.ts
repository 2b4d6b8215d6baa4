import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Short-lived sign-in records: captcha challenges, SMS verification codes (hashed), rate-limit
 * hits, OpenID login states, and daily visitor records. None is an account fact: they expire and
 * may be deleted, so they live in tables, not in the event log.
 */
export class AccountsAuth1763900001000 implements MigrationInterface {
  name = 'AccountsAuth1763900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_captchas (
      id text PRIMARY KEY,
      answer_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz NULL)`);
    await q.query(`CREATE TABLE phone_codes (
      id text PRIMARY KEY,
      phone text NOT NULL,
      purpose text NOT NULL,
      code_hash text NOT NULL,
      salt text NOT NULL,
      ip text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz NULL)`);
    await q.query('CREATE INDEX phone_codes_phone_created ON phone_codes (phone, created_at)');
    await q.query('CREATE INDEX phone_codes_ip_created ON phone_codes (ip, created_at)');
    await q.query(`CREATE TABLE auth_throttle_hits (
      bucket text NOT NULL,
      hit_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX auth_throttle_hits_bucket_at ON auth_throttle_hits (bucket, hit_at)');
    await q.query(`CREATE TABLE oidc_login_states (
      state text PRIMARY KEY,
      provider text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      redirect_uri text NOT NULL,
      return_to text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz NULL)`);
    await q.query(`CREATE TABLE visitor_records (
      visitor_id text NOT NULL,
      day date NOT NULL,
      user_id text NULL,
      page_url text NOT NULL,
      referrer text NOT NULL,
      user_agent text NOT NULL,
      is_logged_in boolean NOT NULL,
      ip text NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (visitor_id, day))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['visitor_records', 'oidc_login_states', 'auth_throttle_hits', 'phone_codes', 'auth_captchas']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
