import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One capsule sold: a member's gacha history and collection. */
@Entity('gacha_draws')
@Index(['userId', 'drawnAt'])
export class GachaDrawRow {
  @PrimaryColumn('text', { name: 'order_id' })
  orderId!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  /** The machine, which has its product's id. */
  @Column('text', { name: 'machine_id' })
  machineId!: string;

  @Column('int')
  round!: number;

  @Column('int')
  position!: number;

  @Column('text', { name: 'item_id' })
  itemId!: string;

  @Column('text', { name: 'item_name' })
  itemName!: string;

  @Column('text')
  rarity!: string;

  @Column('timestamptz', { name: 'drawn_at' })
  drawnAt!: Date;
}
