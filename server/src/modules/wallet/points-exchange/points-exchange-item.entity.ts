import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One item of the points-exchange catalogue (/beanExchange), maintained by staff: tool cards or a coupon. */
@Entity('points_exchange_items')
export class PointsExchangeItemRow {
  @PrimaryColumn('text')
  id!: string;

  /** tool_cards or coupon. */
  @Column('text')
  kind!: 'tool_cards' | 'coupon';

  @Column('text')
  title!: string;

  @Column('text')
  description!: string;

  @Column('int', { name: 'points_cost' })
  pointsCost!: number;

  /** For tool cards: shake_card or insight_card. */
  @Column('text', { name: 'tool_card_type', nullable: true })
  toolCardType!: 'shake_card' | 'insight_card' | null;

  /** Cards given (a coupon item gives one coupon). */
  @Column('int')
  quantity!: number;

  @Column('int', { name: 'coupon_amount' })
  couponAmount!: number;

  @Column('int', { name: 'coupon_min_purchase' })
  couponMinPurchase!: number;

  /** The cards or the coupon expire this many days after the exchange. */
  @Column('int', { name: 'valid_days' })
  validDays!: number;

  /** Withdrawn items stay for the record but are neither listed nor exchangeable. */
  @Column('boolean')
  active!: boolean;

  @Column('int', { name: 'sort_order' })
  sortOrder!: number;
}
