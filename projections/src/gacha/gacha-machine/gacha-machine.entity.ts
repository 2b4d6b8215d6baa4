import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface GachaMachineItem {
  id: string;
  name: string;
  rarity: 'common' | 'rare' | 'secret';
  image_url: string;
  quantity: number;
  remaining: number;
}

/** One row per capsule machine: its current round's stock, as shoppers and watchers see it. */
@Entity('gacha_machines')
export class GachaMachineRow {
  @PrimaryColumn('text', { name: 'machine_id' })
  machineId!: string;

  @Index()
  @Column('text', { name: 'product_id' })
  productId!: string;

  @Column('int')
  round!: number;

  /** The round's items with their quantity and what is left. */
  @Column('jsonb')
  items!: GachaMachineItem[];

  @Column('int', { name: 'total_quantity' })
  totalQuantity!: number;

  @Column('int', { name: 'remaining_quantity' })
  remainingQuantity!: number;

  @Column('boolean', { name: 'sold_out' })
  soldOut!: boolean;

  /** SHA-256 commitment to the round's capsule order. */
  @Column('text')
  commitment!: string;

  /** The round's seed once published (sell-out or restock); null before. */
  @Column('text', { name: 'revealed_seed', nullable: true })
  revealedSeed!: string | null;

  /**
   * Hash of the stream's last event, at `revision`: the chain head a watcher keeps (docs/fairness.md).
   * Null only while a board is being replayed.
   */
  @Column('text', { name: 'head_hash', nullable: true })
  headHash!: string | null;

  @Column('int')
  revision!: number;
}
