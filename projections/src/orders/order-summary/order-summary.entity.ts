import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface OrderSummaryPrize {
  itemId: string;
  number: number;
  tier?: string;
  rarity?: string;
  prizeName: string;
  imageUrl: string;
}

/** One line of an order as the order history shows it (002 §3 "Order" order_items). */
export interface OrderSummaryItem {
  itemName: string;
  imageUrl: string;
  variation: string;
  quantity: number;
  unitPrice: number;
}

/** The e-invoice recorded on an order (shop checkout, recharge), as checked when it was placed. */
export interface OrderSummaryInvoice {
  invoiceType: 'personal' | 'company' | 'donation';
  email: string;
  carrierCode?: string;
  taxId?: string;
  companyName?: string;
  donationCode?: string;
}

/**
 * One row per order of every kind — product orders (`order-<id>` streams) and token recharges
 * (`recharge-<no>`): its step, money, lines and prizes. Feeds the order history (/order/list),
 * the draw history and the recovery scan (which looks only at `status` placed and paid, so a
 * recharge's own steps — requested, credited, failed — never reach it).
 */
@Entity('orders')
@Index(['userId', 'drawnAt'])
@Index(['status', 'updatedAt'])
@Index(['userId', 'placedAt'])
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

  /** placed, paid, fulfilled, cancelled, refunded; a recharge: requested, credited, failed. */
  @Column('text')
  status!: string;

  /** The spec's order status (002 §4): pending, paid, processing, shipping, delivered, completed, cancelled, refunded. */
  @Column('text', { name: 'order_status' })
  orderStatus!: string;

  /** The spec's payment status (002 §4): pending, paid, failed, refunded, partial_refund. */
  @Column('text', { name: 'payment_status' })
  paymentStatus!: string;

  /** balance or credit_card. */
  @Column('text', { name: 'payment_method' })
  paymentMethod!: string;

  @Column('int', { name: 'coupon_discount' })
  couponDiscount!: number;

  /** What the card pays at the gateway (0 for a token order). */
  @Column('int', { name: 'card_amount' })
  cardAmount!: number;

  @Column('text', { name: 'shipping_method', nullable: true })
  shippingMethod!: string | null;

  @Column('int', { name: 'shipping_fee' })
  shippingFee!: number;

  @Column('jsonb')
  items!: OrderSummaryItem[];

  @Column('jsonb', { nullable: true })
  recipient!: { name: string; phone: string; address: string } | null;

  @Column('text', { name: 'customer_note', nullable: true })
  customerNote!: string | null;

  @Column('jsonb', { nullable: true })
  invoice!: OrderSummaryInvoice | null;

  /** Card payments that came when the order could no longer take them (late, wrong amount): owed back to the card. */
  @Column('int', { name: 'card_refund_due', default: 0 })
  cardRefundDue!: number;

  /** Of card_refund_due, what staff refunded at the gateway (OrderCardRefunded). */
  @Column('int', { name: 'card_refunded', default: 0 })
  cardRefunded!: number;

  /** The last card payment owed back: its gateway trade number and when it came. */
  @Column('text', { name: 'card_refund_trade_no', nullable: true })
  cardRefundTradeNo!: string | null;

  @Column('timestamptz', { name: 'card_refund_paid_at', nullable: true })
  cardRefundPaidAt!: Date | null;

  /** The gateway's reference of the last staff refund, and when staff recorded it. */
  @Column('text', { name: 'card_refund_reference', nullable: true })
  cardRefundReference!: string | null;

  @Column('timestamptz', { name: 'card_refunded_at', nullable: true })
  cardRefundedAt!: Date | null;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt!: Date | null;

  @Column('text', { name: 'tracking_number', nullable: true })
  trackingNumber!: string | null;

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
