import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Sign-in lookup: one row per account, found by phone. */
@Entity('user_accounts')
export class UserAccountRow {
  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('text', { unique: true })
  phone!: string;

  @Column('text')
  name!: string;

  @Column('text')
  role!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'registered_at' })
  registeredAt!: Date;

  @Column('int')
  revision!: number;
}
