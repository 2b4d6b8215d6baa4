// Shapes every API answer shares, and the base of every free-text field a client sends.
import { z } from 'zod';

/** A UTF-16 surrogate without its partner: it has no UTF-8 form, so it would be stored as U+FFFD, not as sent. */
const BROKEN_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string can be stored and sent on exactly as it is: no NUL (PostgreSQL text cannot hold one) and no broken surrogate. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !BROKEN_SURROGATE.test(value);

/**
 * The start of every free-text field in a request: a string that can be stored as sent, refused
 * otherwise with the field's own `message` (its trims, lengths and patterns are chained after);
 * `missing` answers a field that is absent or not a string, when that has a message of its own.
 */
export const textField = (message: string, missing = message) => z.string({ error: missing }).refine(isStorableText, { message, abort: true });

/**
 * The coupon a purchase spends (`coupon_id`): a coupon's id (letters, digits, `_`, `-`) or its
 * number; none when absent, null, '' or 0. Anything else is refused with `message`.
 */
export const couponIdField = (message: string) =>
  z
    .union([z.string().regex(/^[A-Za-z0-9_-]{0,100}$/, message), z.number().int(message).nonnegative(message), z.null()], { error: message })
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' || v === 0 ? undefined : String(v)));

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field-level messages for a 400. */
  errors: z.record(z.string(), z.string()).optional(),
  /** Seconds left on a lock held by someone else (423). */
  remain: z.number().int().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A write that answers nothing but its success (webhooks, deletes, mark-as-read). */
export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
