import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface PackageBoardItem {
  name: string;
  rarity: string;
  image_url: string;
}

export interface PackageBoardLock {
  /** Read on the server to answer "is it mine", never sent to browsers. */
  userId: string;
  expiresAt: string;
}

/** One row per blind box: what a shopper watching its slot grid sees. */
@Entity('package_board')
export class PackageBoardRow {
  @PrimaryColumn('text', { name: 'package_id' })
  packageId!: string;

  @Index()
  @Column('text', { name: 'product_id' })
  productId!: string;

  @Column('int', { name: 'total_slots' })
  totalSlots!: number;

  /** The contents as opened (public as a set; which slot holds what stays secret until drawn). */
  @Column('jsonb')
  items!: PackageBoardItem[];

  /** Drawn slots by index, with their item. */
  @Column('jsonb')
  drawn!: Record<string, PackageBoardItem>;

  /** Locks by slot index as recorded (one past its expiry is free). */
  @Column('jsonb')
  locks!: Record<string, PackageBoardLock>;

  @Column('boolean', { name: 'sold_out' })
  soldOut!: boolean;

  @Column('text')
  commitment!: string;

  @Column('text', { name: 'revealed_seed', nullable: true })
  revealedSeed!: string | null;

  @Column('timestamptz', { name: 'opened_at' })
  openedAt!: Date;

  /**
   * Hash of the stream's last event, at `revision`: the chain head a watcher keeps (docs/fairness.md).
   * Null only while a board is being replayed.
   */
  @Column('text', { name: 'head_hash', nullable: true })
  headHash!: string | null;

  @Column('int')
  revision!: number;
}
