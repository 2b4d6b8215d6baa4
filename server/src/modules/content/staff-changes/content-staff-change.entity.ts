import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'ended': an admin stopped a coupon redeem code now (its redeemable_until set to that moment). */
export type ContentChangeAction = 'created' | 'updated' | 'deleted' | 'ended';

/** One staff write to content: who, when, which row, and what was written (null for a deletion). */
@Entity('content_staff_changes')
export class ContentStaffChangeRow {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('text', { name: 'staff_id' })
  staffId!: string;

  /** The table written: banners, notices, coupon_codes, check_in_rewards … */
  @Column('text')
  kind!: string;

  /** The row's primary key as text. */
  @Column('text', { name: 'row_key' })
  rowKey!: string;

  @Column('text')
  action!: ContentChangeAction;

  @Column('jsonb', { nullable: true })
  written!: object | null;

  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;
}
