import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One prize in a member's box (盒櫃). */
@Entity('box_items')
@Index(['userId', 'addedAt'])
export class BoxItemRow {
  @PrimaryColumn('text', { name: 'item_id' })
  itemId!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Index()
  @Column('text', { name: 'order_id' })
  orderId!: string;

  @Column('text')
  source!: string;

  @Column('text', { name: 'product_id' })
  productId!: string;

  /** Ichiban prizes: the tier (A–G, LAST). */
  @Column('text', { nullable: true })
  tier!: string | null;

  /** Gacha and blind-box items: the rarity. */
  @Column('text', { nullable: true })
  rarity!: string | null;

  @Column('text')
  name!: string;

  @Column('text', { name: 'image_url' })
  imageUrl!: string;

  /** available, selected, paid, shipped, expired (002 §4); prizes arrive available. */
  @Column('text')
  status!: string;

  @Column('timestamptz', { name: 'added_at' })
  addedAt!: Date;

  /** When free storage ends; null for items added before storage was limited. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  /** A preorder item ships from this date (shown 預購中 until then). */
  @Column('timestamptz', { name: 'preorder_at', nullable: true })
  preorderAt!: Date | null;

  /** The box_shipping order that took it. */
  @Column('text', { name: 'shipping_order_id', nullable: true })
  shippingOrderId!: string | null;

  @Column('text', { nullable: true })
  carrier!: string | null;

  @Column('text', { name: 'tracking_number', nullable: true })
  trackingNumber!: string | null;

  /** Revision of the box stream event that last changed the row. */
  @Column('int')
  revision!: number;
}
