import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts made by Google / LINE have no phone or password at first; profile and invitation columns. */
export class UserAccountProfile1763900001000 implements MigrationInterface {
  name = 'UserAccountProfile1763900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_accounts
      ALTER COLUMN phone DROP NOT NULL,
      ALTER COLUMN password_hash DROP NOT NULL,
      ADD COLUMN email text NULL,
      ADD COLUMN photo_url text NULL,
      ADD COLUMN invitation_code text NULL,
      ADD COLUMN invited_by text NULL,
      ADD COLUMN phone_verified_at timestamptz NULL,
      ADD COLUMN password_changed_at timestamptz NULL`);
    // Not UNIQUE: codes are random (32^8), and a constraint here could stall the projection.
    await q.query('CREATE INDEX user_accounts_invitation_code ON user_accounts (invitation_code)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_accounts
      DROP COLUMN password_changed_at, DROP COLUMN phone_verified_at, DROP COLUMN invited_by,
      DROP COLUMN invitation_code, DROP COLUMN photo_url, DROP COLUMN email`);
  }
}
