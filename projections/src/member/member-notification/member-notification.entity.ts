import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A notification to one member, made from a fact on their streams (order shipped, reward granted).
 * The notifications list (GET /notifications) shows these beside the ones staff send to everyone.
 */
@Entity('member_notifications')
@Index(['userId', 'createdAt'])
export class MemberNotificationRow {
  /** `<streamId>.<revision>` of the event it tells about: the notification's id in the API. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  /** order_shipped or reward_granted. */
  @Column('text')
  kind!: string;

  @Column('text')
  title!: string;

  @Column('text')
  desc!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('int')
  revision!: number;
}
