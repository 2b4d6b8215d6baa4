// Points exchange (/beanExchange, 002 §2; 000 points): the catalogue staff maintain and the
// exchange of bonus points for an item of it. Paths are under /api.
import { z } from 'zod';
import { toolCardTypeSchema } from '../events/wallet.events';
import { messages } from '../messages/messages';
import { textField } from './common';

// ── GET /api/points-exchange/items ───────────────────────────────────────────────────────
export const pointsExchangeItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['tool_cards', 'coupon']),
  title: z.string(),
  description: z.string(),
  points_cost: z.number().int().positive(),
  /** Tool-card items: the card type and how many. */
  tool_card_type: toolCardTypeSchema.nullable(),
  quantity: z.number().int().positive(),
  /** Coupon items: 元 off and 滿N元可用 (0 otherwise). */
  coupon_amount: z.number().int().nonnegative(),
  coupon_min_purchase: z.number().int().nonnegative(),
  /** The cards or coupon expire this many days after the exchange. */
  valid_days: z.number().int().positive(),
});
export type PointsExchangeItem = z.infer<typeof pointsExchangeItemSchema>;
export const pointsExchangeItemsResponseSchema = z.object({ success: z.literal(true), data: z.array(pointsExchangeItemSchema) });
export type PointsExchangeItemsResponse = z.infer<typeof pointsExchangeItemsResponseSchema>;

// ── POST /api/points-exchange/exchange (user auth) ────────────────────────────────────────
export const pointsExchangeRequestSchema = z.object({
  item_id: textField(messages.pointsExchange.itemUnavailable)
    .min(1, messages.pointsExchange.itemUnavailable)
    .max(64, messages.pointsExchange.itemUnavailable),
});
export type PointsExchangeRequest = z.input<typeof pointsExchangeRequestSchema>;
/** 200 → exchanged; 400 → points.insufficient (紅利不足); 404 → itemUnavailable. */
export const pointsExchangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ item_id: z.string(), points_spent: z.number().int().positive(), total_points: z.number().int().nonnegative() }),
});
export type PointsExchangeResponse = z.infer<typeof pointsExchangeResponseSchema>;
