import type { LineContainer } from '@shop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface HoldLineEntry {
  ticket: string;
  /** Read on the server to answer "where am I", never sent to browsers. */
  userId: string;
}

/** One row per line (a tube's, a blind box's): who waits, in order, and the offer running (the room's `line:changed`). */
@Entity('hold_line')
export class HoldLineRow {
  /** The line's stream: `tube-line-<id>`, `package-line-<id>`. */
  @PrimaryColumn('text', { name: 'line_id' })
  lineId!: string;

  @Column('text')
  container!: LineContainer;

  @Column('text', { name: 'container_id' })
  containerId!: string;

  /** First first. */
  @Column('jsonb')
  waiting!: HoldLineEntry[];

  @Column('jsonb', { nullable: true })
  offer!: (HoldLineEntry & { expiresAt: string }) | null;

  @Column('boolean')
  closed!: boolean;

  /** When the hold now running is expected to end (a joiner's view of it, or a claim's full lock); null when unknown. */
  @Column('timestamptz', { name: 'hold_ends_at', nullable: true })
  holdEndsAt!: Date | null;

  /** The last offer's time, and the hand-overs measured so far: the wait per shopper is their mean. */
  @Column('timestamptz', { name: 'last_offered_at', nullable: true })
  lastOfferedAt!: Date | null;

  @Column('int', { name: 'hand_overs' })
  handOvers!: number;

  @Column('bigint', { name: 'hand_over_ms', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  handOverMs!: number;

  @Column('int')
  revision!: number;
}
