import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A redeem code (content): what coupon it grants. Each member may redeem a code once. */
@Entity('coupon_codes')
export class CouponCodeRow {
  /** Upper case; codes are matched case-insensitively. */
  @PrimaryColumn('text')
  code!: string;

  @Column('text')
  title!: string;

  @Column('int')
  amount!: number;

  @Column('int', { name: 'min_purchase' })
  minPurchase!: number;

  @Column('text')
  description!: string;

  @Column('text', { name: 'category_ids', array: true })
  categoryIds!: string[];

  @Column('text', { name: 'product_ids', array: true })
  productIds!: string[];

  /** The granted coupon expires this many days after redemption. */
  @Column('int', { name: 'valid_days' })
  validDays!: number;

  @Column('timestamptz', { name: 'redeemable_until', nullable: true })
  redeemableUntil!: Date | null;

  /** How many members may redeem the code in all; null: no limit. */
  @Column('int', { name: 'max_redemptions', nullable: true })
  maxRedemptions!: number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  /** The admin who created it in the staff console; null for seeded codes. */
  @Column('text', { name: 'created_by', nullable: true })
  createdBy!: string | null;
}

/** One redeem attempt, kept for the rate limits (2 s apart, 3 per code per 5 min, 5 codes per min). */
@Entity('coupon_redeem_attempts')
export class CouponRedeemAttemptRow {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text')
  code!: string;

  @Column('timestamptz', { name: 'attempted_at' })
  attemptedAt!: Date;
}

/** One member's claim on a code, one per member: counted against its `maxRedemptions`, and the code's use count. */
@Entity('coupon_code_redemptions')
export class CouponCodeRedemptionRow {
  @PrimaryColumn('text')
  code!: string;

  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'claimed_at' })
  claimedAt!: Date;
}
