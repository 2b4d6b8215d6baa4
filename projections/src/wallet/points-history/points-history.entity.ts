import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One row per change of a member's bonus points (/beanlist), newest first. */
@Entity('points_history')
@Index(['userId', 'createdAt'])
export class PointsHistoryRow {
  /** `<streamId>:<revision>` of the event. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  /** Positive when earned or given back, negative when spent or expired. */
  @Column('int')
  points!: number;

  @Column('text')
  reason!: string;

  @Column('text')
  reference!: string;

  @Column('text')
  description!: string;

  /** When an earned lot expires (null for spending and expiry rows). */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('int')
  revision!: number;
}
