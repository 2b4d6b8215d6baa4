import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Token movements for /recharge-details: recharges (one row each, updated as they settle), debits, refunds, credits. */
@Entity('token_history')
@Index(['userId', 'transactionDate'])
export class TokenHistoryRow {
  /** `recharge:<merchantOrderNo>` for a recharge, else `<streamId>:<revision>`. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  /** recharge, purchase, refund or credit. */
  @Column('text', { name: 'transaction_type' })
  transactionType!: string;

  /** Merchant order number for a recharge, order id for a purchase or refund. */
  @Column('text', { name: 'reference_name' })
  referenceName!: string;

  @Column('text', { name: 'payment_method' })
  paymentMethod!: string;

  /** pending, paid, failed or refunded. */
  @Column('text', { name: 'payment_status' })
  paymentStatus!: string;

  /** Tokens: positive when received, negative when spent. */
  @Column('int')
  amount!: number;

  @Column('text')
  description!: string;

  @Column('timestamptz', { name: 'transaction_date' })
  transactionDate!: Date;

  @Column('int')
  revision!: number;
}
