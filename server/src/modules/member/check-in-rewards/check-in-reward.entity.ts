import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The check-in reward table staff maintain: one row per day of the 7-day cycle, before doubling. */
@Entity('check_in_rewards')
export class CheckInRewardRow {
  /** 1 to 7. */
  @PrimaryColumn('int')
  day!: number;

  /** points, coupon or combined. */
  @Column('text')
  type!: string;

  @Column('int')
  points!: number;

  /** 元 off; 0 when the day gives no coupon. */
  @Column('int', { name: 'coupon_amount' })
  couponAmount!: number;

  @Column('int', { name: 'coupon_min_purchase' })
  couponMinPurchase!: number;

  @Column('int', { name: 'coupon_valid_days' })
  couponValidDays!: number;
}
