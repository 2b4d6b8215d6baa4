import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-in session. Only the SHA-256 of the bearer token is stored, so a leaked table signs no one in. */
@Entity('sessions')
export class SessionRow {
  @PrimaryColumn('text', { name: 'token_hash' })
  tokenHash!: string;

  @Index()
  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
