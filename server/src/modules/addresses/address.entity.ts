import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One entry of a member's address book (table `addresses`, migration 1764400000100). */
@Entity('addresses')
export class AddressRow {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  phone!: string;

  @Column('text')
  city!: string;

  @Column('text')
  district!: string;

  @Column('text', { name: 'address_detail' })
  addressDetail!: string;

  @Column('boolean', { name: 'is_default' })
  isDefault!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
