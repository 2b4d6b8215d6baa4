import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface OrderSummaryPrize {
  itemId: string;
  number: number;
  tier?: string;
  rarity?: string;
  prizeName: string;
  imageUrl: string;
}

/** One row per order: its step, money and prizes. Feeds the draw history and the recovery scan. */
@Entity('orders')
@Index(['userId', 'drawnAt'])
@Index(['status', 'updatedAt'])
export class OrderSummaryRow {
  @PrimaryColumn('text', { name: 'order_id' })
  orderId!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text')
  kind!: string;

  @Column('text', { name: 'product_id' })
  productId!: string;

  @Column('text', { name: 'product_name' })
  productName!: string;

  /** The tube of an ichiban order. */
  @Column('text', { name: 'tube_id', nullable: true })
  tubeId!: string | null;

  /** placed, paid, fulfilled, cancelled, refunded. */
  @Column('text')
  status!: string;

  @Column('int')
  quantity!: number;

  @Column('int')
  amount!: number;

  @Column('int')
  points!: number;

  @Column('int')
  tokens!: number;

  @Column('jsonb')
  prizes!: OrderSummaryPrize[];

  @Column('timestamptz', { name: 'placed_at' })
  placedAt!: Date;

  @Column('timestamptz', { name: 'drawn_at', nullable: true })
  drawnAt!: Date | null;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('int')
  revision!: number;
}
