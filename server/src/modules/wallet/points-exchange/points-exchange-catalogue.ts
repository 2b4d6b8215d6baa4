// The points-exchange catalogue as members see it: the active items of the staff-maintained table,
// in the staff's order.
import { Inject, Injectable } from '@nestjs/common';
import type { PointsExchangeItem } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { PointsExchangeItemRow } from './points-exchange-item.entity';

export const toExchangeItem = (row: PointsExchangeItemRow): PointsExchangeItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  points_cost: row.pointsCost,
  tool_card_type: row.toolCardType,
  quantity: row.quantity,
  coupon_amount: row.couponAmount,
  coupon_min_purchase: row.couponMinPurchase,
  valid_days: row.validDays,
});

@Injectable()
export class PointsExchangeCatalogue {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async items(): Promise<PointsExchangeItemRow[]> {
    return this.db.getRepository(PointsExchangeItemRow).find({ where: { active: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  async item(id: string): Promise<PointsExchangeItemRow | null> {
    return this.db.getRepository(PointsExchangeItemRow).findOneBy({ id, active: true });
  }
}
