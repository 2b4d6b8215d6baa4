import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per event of a member's history (support's timeline): where it sits in the log and in
 * its stream, and what the timeline filters and searches by. No personal data: the event itself
 * is read from the store (through the boundary, which erases a closed member's).
 */
@Entity('member_history')
export class MemberHistoryRow {
  /** `<stream>@<revision>`: the event's place in its stream. */
  @PrimaryColumn('text', { name: 'entry_key' })
  entryKey!: string;

  /**
   * The member the event names; null for a container's fact that names nobody (a sell-out, a seed
   * reveal, a stock move), which the timeline shows beside the purchase of the same correlation.
   */
  @Column('text', { name: 'member_id', nullable: true })
  memberId!: string | null;

  @Column('bigint', { name: 'commit_position' })
  commitPosition!: string;

  @Column('bigint', { name: 'prepare_position' })
  preparePosition!: string;

  @Column('text', { name: 'stream_id' })
  streamId!: string;

  @Column('int')
  revision!: number;

  @Column('text')
  type!: string;

  /** The timeline kind (contracts' TimelineKind), or 'order' for an order's later events (the kind of its OrderPlaced). */
  @Column('text')
  kind!: string;

  @Column('text', { name: 'order_id', nullable: true })
  orderId!: string | null;

  /** The ids the event names (order, coupon, prize-box items): how a page finds the events that name them. */
  @Column('text', { array: true })
  refs!: string[];

  @Column('text', { name: 'correlation_id' })
  correlationId!: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;

  /** What support's search matches: the order number and the event's title in words. */
  @Column('text')
  search!: string;
}
