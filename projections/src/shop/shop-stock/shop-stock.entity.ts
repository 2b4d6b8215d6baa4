import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The shop's stock as one row (the `shop-stock` stream): units on sale per item, the holds of unpaid
 * card orders (to give back on release), and the items the last event changed (what live pushes).
 */
@Entity('shop_stock')
export class ShopStockRow {
  @PrimaryColumn('text', { name: 'stream_id' })
  streamId!: string;

  /** item id → units on sale. */
  @Column('jsonb')
  available!: Record<string, number>;

  /** order id → the lines it holds. */
  @Column('jsonb')
  holds!: Record<string, { itemId: string; quantity: number }[]>;

  /** The items the last applied event changed. */
  @Column('jsonb')
  changed!: string[];

  @Column('int')
  revision!: number;
}
