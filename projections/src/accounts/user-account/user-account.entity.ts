import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per account: sign-in lookup by phone, the profile, and the invitation code. */
@Entity('user_accounts')
export class UserAccountRow {
  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  /** Null for an account made by a provider sign-in without a phone. */
  @Column('text', { unique: true, nullable: true })
  phone!: string | null;

  @Column('text')
  name!: string;

  @Column('text')
  role!: string;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { name: 'photo_url', nullable: true })
  photoUrl!: string | null;

  @Column('text', { name: 'invitation_code', nullable: true })
  invitationCode!: string | null;

  @Column('text', { name: 'invited_by', nullable: true })
  invitedBy!: string | null;

  @Column('timestamptz', { name: 'phone_verified_at', nullable: true })
  phoneVerifiedAt!: Date | null;

  @Column('timestamptz', { name: 'password_changed_at', nullable: true })
  passwordChangedAt!: Date | null;

  @Column('timestamptz', { name: 'registered_at' })
  registeredAt!: Date;

  @Column('int')
  revision!: number;
}
