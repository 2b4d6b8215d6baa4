import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A review as stored: its period's end as an ISO string. */
export interface StoredVipReview {
  periodEnd: string;
  from: number;
  to: number;
  earned: number;
  required: number;
}

/**
 * One row per member: the running VIP growth fold (contracts' vip-growth.rule.ts) over their
 * payments, refunds and task rewards, so their level is read without their history.
 */
@Entity('member_growth')
export class MemberGrowthRow {
  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('int')
  level!: number;

  @Column('int')
  growth!: number;

  @Column('timestamptz', { name: 'review_at', nullable: true })
  reviewAt!: Date | null;

  @Column('timestamptz', { name: 'window_start' })
  windowStart!: Date;

  @Column('int', { name: 'window_earned' })
  windowEarned!: number;

  @Column('timestamptz', { name: 'last_at' })
  lastAt!: Date;

  @Column('jsonb')
  reviews!: StoredVipReview[];
}
