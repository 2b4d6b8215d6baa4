// Ichiban tube calls (spec 001 section 7). Every path is under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { prizeTierSchema } from '../events/tube.events';
import { messages } from '../messages/messages';

const m = messages.ichiban;

export const tubeIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.tubeIdMissing);
/**
 * The optional `Idempotency-Key` header of a purchase: the same key and body answer the first
 * purchase's result instead of buying again; the same key with another body answers 409.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, messages.common.badRequest)
  .optional();
/** An order id (a UUID) in a path. */
export const orderIdParamSchema = z.string().regex(/^[0-9a-f-]{36}$/, m.fetchResultFailed);
/** A draw code (`<orderId>.<mac>`) in a path: see GET /payment/redirect/{orderId}. */
export const drawCodeParamSchema = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/, m.fetchResultFailed);

// ── GET /raffle/tube/{tubeId}/lock/status ───────────────────────────────────────────────────
export const lockStatusResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** Seconds left on the lock; 0 when free. */
  remain: z.number().int().nonnegative(),
  /** True when the caller holds the lock. Another user's id is never returned. */
  is_mine: z.boolean(),
});
export type LockStatusResponse = z.infer<typeof lockStatusResponseSchema>;

export const lockSchema = z.object({
  is_locked: z.boolean(),
  remain: z.number().int().nonnegative(),
  locked_by_other: z.boolean(),
});
export type TubeLockInfo = z.infer<typeof lockSchema>;

// ── POST /raffle/tube/{tubeId}/lock ─────────────────────────────────────────────────────────
export const lockTubeResponseSchema = z.object({ success: z.literal(true), lock: lockSchema });
export type LockTubeResponse = z.infer<typeof lockTubeResponseSchema>;

// ── POST /raffle/tube/{tubeId}/release ──────────────────────────────────────────────────────
/** Not in the spec: the holder gives the tube back on leaving (DESIGN.md decision 5). */
export const releaseTubeLockResponseSchema = z.object({
  success: z.literal(true),
  /** False when the caller held no lock on the tube: releasing is safe to repeat. */
  released: z.boolean(),
});
export type ReleaseTubeLockResponse = z.infer<typeof releaseTubeLockResponseSchema>;

/** Live odds of one tier: how many of its prizes are still in the tube. LAST counts 1 until sold out. */
export const tierCountSchema = z.object({
  tier: prizeTierSchema,
  total: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type TierCount = z.infer<typeof tierCountSchema>;

/** Published only once the tube has sold out and its seed is revealed (before that the txid would give the layout away). */
export const tubeFairnessSchema = z.object({
  seed: z.string(),
  txid: z.string(),
  commitment: z.string(),
  /** The top tier and its count: the fairness tool's prizeCount. */
  top_tier: prizeTierSchema,
  prize_count: z.number().int().positive(),
  total_tickets: z.number().int().positive(),
});
export type TubeFairness = z.infer<typeof tubeFairnessSchema>;

/**
 * The hash of a tube's last event and its revision (docs/fairness.md §2): keep it, and a later
 * export must still hold that hash at that revision (`npm run verify -- … --head <revision>:<hash>`).
 */
export const chainHeadSchema = z.object({
  revision: z.number().int().nonnegative(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ChainHead = z.infer<typeof chainHeadSchema>;

export const tubeInfoSchema = z.object({
  id: z.string(),
  raffle_tube_id: z.string(),
  product_id: z.string(),
  total_tickets: z.number().int(),
  remaining_tickets: z.number().int(),
  has_last_prize: z.boolean(),
  revision: z.number().int(),
  sold_out: z.boolean(),
  /** SHA-256 commitment to the tube's secret seed, published at opening. */
  commitment: z.string(),
  /** Null only for a tube whose board was built before chain heads were kept. */
  chain_head: chainHeadSchema.nullable(),
  /** Per tier, A..G then LAST: total and remaining (the live odds are remaining / remaining_tickets). */
  tiers: z.array(tierCountSchema),
  fairness: tubeFairnessSchema.nullable(),
});
export type TubeInfo = z.infer<typeof tubeInfoSchema>;

// ── GET /raffle/tubes/{tubeId}/tickets ──────────────────────────────────────────────────────
export const tubeTicketsResponseSchema = z.object({
  success: z.literal(true),
  tube_info: tubeInfoSchema,
  drawn_numbers: z.array(z.number().int().positive()),
  /** Numbers card orders keep while their payments are pending: taken, like drawn ones, until paid or given back. */
  reserved_numbers: z.array(z.number().int().positive()),
});
export type TubeTicketsResponse = z.infer<typeof tubeTicketsResponseSchema>;

// ── GET /raffle/status/{productId} (404 when the product has no tubes) ────────────────────────
export const raffleStatusResponseSchema = z.object({
  success: z.literal(true),
  tubes: z.array(tubeInfoSchema),
});
export type RaffleStatusResponse = z.infer<typeof raffleStatusResponseSchema>;

// ── GET /raffle/tubes/{tubeId}/result-tickets ───────────────────────────────────────────────
/** One ticket of the tube result grid. `tier` is null for an undrawn ticket until the tube sells out. */
export const tubeResultTicketSchema = z.object({
  id: z.string(),
  ticket_number: z.number().int().positive(),
  tier: prizeTierSchema.nullable(),
  is_drawn: z.boolean(),
});
export type TubeResultTicket = z.infer<typeof tubeResultTicketSchema>;

export const tubeResultTicketsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(tubeResultTicketSchema), tube_info: tubeInfoSchema }),
});
export type TubeResultTicketsResponse = z.infer<typeof tubeResultTicketsResponseSchema>;

// ── POST /raffle/draw/{tubeId} and /raffle/draw/multiple/{tubeId} ─────────────────────────────
const paymentMethodSchema = z.enum(['balance', 'credit_card'], { error: m.drawFailed });
const ticketNumberSchema = z.number({ error: m.selectTickets }).int(m.selectTickets).positive(m.selectTickets).max(10_000, m.selectTickets);
/** Points to spend (not 元): steps of 200, checked against the spend rule; 0 or absent for none. */
const pointsDiscountSchema = z
  .number({ error: messages.points.insufficient })
  .int(messages.points.insufficient)
  .nonnegative(messages.points.insufficient)
  .default(0);
/** Kuji cannot use coupons (001 §1): only an empty value is accepted. */
const noCouponSchema = z.union([z.null(), z.literal(''), z.literal(0)], { error: m.drawFailed }).optional();
const productIdBodySchema = z
  .union([z.string(), z.number()], { error: m.drawFailed })
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.drawFailed));

export const singleDrawRequestSchema = z.object({
  payment_method: paymentMethodSchema.default('balance'),
  product_id: productIdBodySchema,
  ticket_number: ticketNumberSchema,
  points_discount: pointsDiscountSchema,
  coupon_id: noCouponSchema,
});
export type SingleDrawRequest = z.input<typeof singleDrawRequestSchema>;

/**
 * Either picked `ticket_numbers` (1 to 10, distinct), or `random_count` (1 to 10: the server picks
 * min(requested, remaining) undrawn numbers), or `is_full_pack: true` (every remaining ticket).
 */
export const multipleDrawRequestSchema = z
  .object({
    payment_method: paymentMethodSchema.default('balance'),
    product_id: productIdBodySchema,
    ticket_numbers: z.array(ticketNumberSchema, { error: m.selectTickets }).max(100, m.maxTicketsExceeded).optional(),
    random_count: z.number({ error: m.selectTickets }).int(m.selectTickets).positive(m.selectTickets).optional(),
    is_multiple: z.boolean().optional(),
    is_full_pack: z.boolean().default(false),
    points_discount: pointsDiscountSchema,
    coupon_id: noCouponSchema,
  })
  .superRefine((body, ctx) => {
    if (body.is_full_pack) return;
    const numbers = body.ticket_numbers ?? [];
    if (numbers.length === 0 && body.random_count === undefined) {
      ctx.addIssue({ code: 'custom', message: m.selectTickets, path: ['ticket_numbers'] });
    } else if (numbers.length > 0 && body.random_count !== undefined) {
      ctx.addIssue({ code: 'custom', message: m.selectTickets, path: ['random_count'] });
    } else if (numbers.length > constants.ichiban.maxTicketsPerPurchase || (body.random_count ?? 0) > constants.ichiban.maxTicketsPerPurchase) {
      ctx.addIssue({ code: 'custom', message: m.maxTicketsExceeded, path: ['ticket_numbers'] });
    } else if (new Set(numbers).size !== numbers.length) {
      ctx.addIssue({ code: 'custom', message: m.selectTickets, path: ['ticket_numbers'] });
    }
  });
export type MultipleDrawRequest = z.input<typeof multipleDrawRequestSchema>;

export const prizeSchema = z.object({ tier: prizeTierSchema, name: z.string(), image_url: z.string() });
export type Prize = z.infer<typeof prizeSchema>;

/** One drawn ticket (001 §3 "Raffle ticket (draw)"). */
export const drawnTicketSchema = z.object({
  id: z.string(),
  ticket_number: z.number().int().positive(),
  drawn_at: z.string(),
  tier: prizeTierSchema,
  prize: prizeSchema,
});
export type DrawnTicket = z.infer<typeof drawnTicketSchema>;

/** LAST, won by buying the tube's final ticket (`ticket_number`). */
export const lastPrizeSchema = prizeSchema.extend({ tier: z.literal('LAST'), ticket_number: z.number().int().positive() });
export type LastPrize = z.infer<typeof lastPrizeSchema>;

export const drawOrderStatusSchema = z.enum(['pending', 'paid', 'completed', 'cancelled', 'refunded']);
export type DrawOrderStatus = z.infer<typeof drawOrderStatusSchema>;

export const drawOrderSchema = z.object({
  id: z.string(),
  status: drawOrderStatusSchema,
  tube_id: z.string(),
  product_id: z.string(),
  total_amount: z.number().int().nonnegative(),
  points_used: z.number().int().nonnegative(),
  token_amount: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type DrawOrder = z.infer<typeof drawOrderSchema>;

/**
 * A purchase that went through (200): the order is paid and its tickets drawn. The draw screen is
 * reached through GET /payment/redirect/{order.id}. Failures: 400 (validation, 紅利不足,
 * 代幣餘額不足，將導向充值頁面, 商品已下架, 目前不可購買, 目前沒有可選的號碼), 401, 404 (tube),
 * 409 (a picked number was drawn meanwhile: 抽獎失敗 / 批量抽獎失敗; nothing is charged),
 * 423 with `remain` (another buyer holds the tube).
 */
export const drawPurchaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: drawOrderSchema,
  tickets: z.array(drawnTicketSchema),
  last_prize: lastPrizeSchema.nullable(),
  lock: lockSchema,
});
export type DrawPurchaseResponse = z.infer<typeof drawPurchaseResponseSchema>;

// ── GET /raffle/result/{orderId} (owner) and /raffle/public/result/{code} (anyone with the code) ─
/** 001 §3 "Ichiban draw result": `ticket` is set when the order has exactly one ticket. */
export const drawResultResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: drawOrderSchema.extend({ code: z.string().nullable() }),
  product_name: z.string(),
  tube_id: z.string(),
  product_id: z.string(),
  ticket: drawnTicketSchema.nullable(),
  tickets: z.array(drawnTicketSchema),
  last_prize: lastPrizeSchema.nullable(),
});
export type DrawResultResponse = z.infer<typeof drawResultResponseSchema>;

// ── GET /payment/redirect/{orderId} ─────────────────────────────────────────────────────────
/**
 * A paid order: `/ichiban/draw/{code}`, the draw screen, `code` a signed unguessable draw code.
 * A card order awaiting payment: `redirect_url` is the gateway's page, which takes a POST, so
 * `data.payment_form` carries the MPG form (as POST /recharge does) for the client to submit.
 */
export const paymentRedirectResponseSchema = z.object({
  success: z.literal(true),
  redirect_url: z.string(),
  message: z.string(),
  data: z.object({ payment_form: z.string() }).optional(),
});
export type PaymentRedirectResponse = z.infer<typeof paymentRedirectResponseSchema>;

// ── GET /raffle/history ─────────────────────────────────────────────────────────────────────
export const drawHistoryItemSchema = z.object({
  ticket_id: z.string(),
  tier: prizeTierSchema,
  ticket_number: z.number().int().positive(),
  prize: z.object({ name: z.string(), image_url: z.string() }),
});
export const drawHistoryEntrySchema = z.object({
  order_id: z.string(),
  /** Replay: /ichiban/draw/{code}. */
  code: z.string(),
  drawn_at: z.string(),
  tube_id: z.string(),
  product_id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  items: z.array(drawHistoryItemSchema),
});
export type DrawHistoryEntry = z.infer<typeof drawHistoryEntrySchema>;
/** Newest first; completed orders only. */
export const drawHistoryResponseSchema = z.object({ success: z.literal(true), data: z.array(drawHistoryEntrySchema) });
export type DrawHistoryResponse = z.infer<typeof drawHistoryResponseSchema>;
