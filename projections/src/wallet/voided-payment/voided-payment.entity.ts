import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An order whose payment the wallet voided (the purchase recovery gave up on it before it was paid): staff's list. */
@Entity('voided_payments')
@Index(['voidedAt'])
export class VoidedPaymentRow {
  @PrimaryColumn('text', { name: 'order_id' })
  orderId!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text')
  reason!: string;

  @Column('timestamptz', { name: 'voided_at' })
  voidedAt!: Date;

  @Column('int')
  revision!: number;
}
