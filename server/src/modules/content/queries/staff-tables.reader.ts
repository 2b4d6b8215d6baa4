// The admin's view of the coupon redeem codes (with how many members redeemed each) and of the
// check-in reward table, in the API's field names.
import { Inject, Injectable } from '@nestjs/common';
import type { AdminCheckInReward, AdminCouponCode } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { CheckInRewardRow } from '../../member/member.public';
import type { CouponCodeRow } from '../../wallet/wallet.public';

/** The name a staff account shows now (null for none, or an account since gone). */
export async function staffNameOf(db: Pick<DataSource, 'query'>, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = (await db.query('SELECT name FROM user_accounts WHERE user_id = $1', [userId])) as { name: string }[];
  return row?.name ?? null;
}

export const toAdminCouponCode = (row: CouponCodeRow, redeemed: number, createdByName: string | null): AdminCouponCode => ({
  code: row.code,
  title: row.title,
  description: row.description,
  amount: row.amount,
  min_purchase: row.minPurchase,
  category_ids: row.categoryIds,
  product_ids: row.productIds,
  valid_days: row.validDays,
  redeemable_until: row.redeemableUntil?.toISOString() ?? null,
  max_redemptions: row.maxRedemptions,
  redeemed,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  created_by_name: createdByName,
});

export const toAdminCheckInReward = (row: CheckInRewardRow): AdminCheckInReward => ({
  day: row.day,
  type: row.type as AdminCheckInReward['type'],
  points: row.points,
  coupon_amount: row.couponAmount,
  coupon_min_purchase: row.couponMinPurchase,
  coupon_valid_days: row.couponValidDays,
});

type CouponCodeWithCount = {
  code: string;
  title: string;
  description: string;
  amount: number;
  min_purchase: number;
  category_ids: string[];
  product_ids: string[];
  valid_days: number;
  redeemable_until: Date | null;
  max_redemptions: number | null;
  created_at: Date;
  created_by: string | null;
  created_by_name: string | null;
  redeemed: string;
};

@Injectable()
export class StaffTablesReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Newest first. */
  async couponCodes(): Promise<AdminCouponCode[]> {
    const rows: CouponCodeWithCount[] = await this.db.query(
      `SELECT c.*, u.name AS created_by_name, (SELECT count(*) FROM coupon_code_redemptions r WHERE r.code = c.code) AS redeemed
         FROM coupon_codes c LEFT JOIN user_accounts u ON u.user_id = c.created_by
        ORDER BY c.created_at DESC, c.code`,
    );
    return rows.map((r) => ({
      code: r.code,
      title: r.title,
      description: r.description,
      amount: r.amount,
      min_purchase: r.min_purchase,
      category_ids: r.category_ids,
      product_ids: r.product_ids,
      valid_days: r.valid_days,
      redeemable_until: r.redeemable_until?.toISOString() ?? null,
      max_redemptions: r.max_redemptions,
      redeemed: Number(r.redeemed),
      created_at: r.created_at.toISOString(),
      created_by: r.created_by,
      created_by_name: r.created_by_name,
    }));
  }

  async checkInRewards(): Promise<AdminCheckInReward[]> {
    const rows = await this.db.getRepository(CheckInRewardRow).find({ order: { day: 'ASC' } });
    return rows.map(toAdminCheckInReward);
  }
}
