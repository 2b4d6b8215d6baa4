import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One row per check-in: the member's history and everyone's latest winners (the marquee). */
@Entity('check_in_feed')
@Index(['userId', 'createdAt'])
@Index(['createdAt'])
export class CheckInFeedRow {
  /** `<streamId>:<revision>` of the CheckedIn event. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  /** YYYY-MM-DD in Taipei. */
  @Column('text')
  date!: string;

  @Column('int', { name: 'cycle_day' })
  cycleDay!: number;

  @Column('boolean')
  doubled!: boolean;

  @Column('text', { name: 'reward_type' })
  rewardType!: string;

  @Column('int')
  points!: number;

  @Column('int', { name: 'coupon_amount' })
  couponAmount!: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('int')
  revision!: number;
}
