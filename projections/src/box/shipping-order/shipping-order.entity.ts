import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface ShippingOrderItem {
  itemId: string;
  name: string;
  imageUrl: string;
}

/** One parcel as the warehouse works it (a box_shipping or a shop order): what, where, and whether it left. */
@Entity('shipping_orders')
@Index(['status', 'placedAt'])
export class ShippingOrderRow {
  @PrimaryColumn('text', { name: 'order_id' })
  orderId!: string;

  /** box_shipping (prizes from the box) or shop (goods bought in the shop). */
  @Column('text', { default: 'box_shipping' })
  kind!: string;

  @Index()
  @Column('text', { name: 'user_id' })
  userId!: string;

  /** paid (waiting for the warehouse), shipped, then delivered; a shop order is `placed` until paid (not listed). */
  @Column('text')
  status!: string;

  @Column('jsonb')
  items!: ShippingOrderItem[];

  @Column('text', { name: 'shipping_method' })
  shippingMethod!: string;

  @Column('int')
  fee!: number;

  @Column('text', { name: 'recipient_name' })
  recipientName!: string;

  @Column('text', { name: 'recipient_phone' })
  recipientPhone!: string;

  @Column('text')
  city!: string;

  @Column('text')
  district!: string;

  @Column('text', { name: 'address_detail' })
  addressDetail!: string;

  @Column('text', { name: 'customer_note' })
  customerNote!: string;

  @Column('text', { nullable: true })
  carrier!: string | null;

  @Column('text', { name: 'tracking_number', nullable: true })
  trackingNumber!: string | null;

  @Column('timestamptz', { name: 'placed_at' })
  placedAt!: Date;

  @Column('timestamptz', { name: 'shipped_at', nullable: true })
  shippedAt!: Date | null;
}
