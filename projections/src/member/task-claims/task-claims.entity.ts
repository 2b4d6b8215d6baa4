import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One row per task reward claimed: the growth points it added to the member's VIP growth. */
@Entity('task_claims')
@Index(['userId', 'claimedAt'])
export class TaskClaimRow {
  /** `<streamId>:<revision>` of the TaskRewardClaimed event. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'task_id' })
  taskId!: string;

  /** The Taipei period claimed (YYYY-MM-DD, W-<Monday>, YYYY-MM). */
  @Column('text')
  period!: string;

  @Column('int', { name: 'growth_points' })
  growthPoints!: number;

  @Column('timestamptz', { name: 'claimed_at' })
  claimedAt!: Date;

  @Column('int')
  revision!: number;
}
