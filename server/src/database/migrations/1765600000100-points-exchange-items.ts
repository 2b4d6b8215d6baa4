import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The points-exchange catalogue staff maintain (/beanExchange): tool cards or a coupon for points, with a first catalogue. */
export class PointsExchangeItems1765600000100 implements MigrationInterface {
  name = 'PointsExchangeItems1765600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE points_exchange_items (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('tool_cards', 'coupon')),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      points_cost int NOT NULL CHECK (points_cost > 0),
      tool_card_type text NULL CHECK (tool_card_type IN ('shake_card', 'insight_card')),
      quantity int NOT NULL DEFAULT 1 CHECK (quantity > 0),
      coupon_amount int NOT NULL DEFAULT 0 CHECK (coupon_amount >= 0),
      coupon_min_purchase int NOT NULL DEFAULT 0 CHECK (coupon_min_purchase >= 0),
      valid_days int NOT NULL DEFAULT 30 CHECK (valid_days > 0),
      active boolean NOT NULL DEFAULT true,
      sort_order int NOT NULL DEFAULT 0,
      CHECK ((kind = 'tool_cards' AND tool_card_type IS NOT NULL) OR (kind = 'coupon' AND coupon_amount > 0)))`);
    await q.query(`INSERT INTO points_exchange_items
      (id, kind, title, description, points_cost, tool_card_type, quantity, coupon_amount, coupon_min_purchase, valid_days, sort_order) VALUES
      ('shake-1', 'tool_cards', '提示卡 ×1', '盒玩挑選時排除一款「不是這盒」的款式', 200, 'shake_card', 1, 0, 0, 30, 10),
      ('shake-3', 'tool_cards', '提示卡 ×3', '三張一組更划算', 500, 'shake_card', 3, 0, 0, 30, 20),
      ('insight-1', 'tool_cards', '透視卡 ×1', '盒玩挑選時直接看到這一盒的款式', 600, 'insight_card', 1, 0, 0, 30, 30),
      ('coupon-50', 'coupon', 'NT$50 折價券', '滿 NT$500 可用', 1000, NULL, 1, 50, 500, 30, 40),
      ('coupon-100', 'coupon', 'NT$100 折價券', '滿 NT$800 可用', 1800, NULL, 1, 100, 800, 30, 50)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE points_exchange_items');
  }
}
