// Taiwan mobile numbers (000 §5, 002 §5): one normalisation used by every form and by the server,
// so that "0912-345-678", "+886 912 345 678" and "0912345678" are the same account.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';

// Separators people type or paste: spaces (incl. full-width), hyphens and dashes, dots, brackets.
const separatorPattern = /[\s\u3000\-\u2010-\u2015\u2212\uff0d.()\uff08\uff09]/g;

// A zh-TW input method may be left in full-width mode: ０９１２… and ＋８８６ are still a number.
function toHalfWidth(input: string): string {
  return input.replace(/[\uff0b\uff10-\uff19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

const taiwanMobilePattern = /^09\d{8}$/;
const hongKongMobilePattern = /^[569]\d{7}$/;

/**
 * Strips separators and turns the country code (+886 or 886) into the leading 0.
 * "+886 912-345-678" → "0912345678". A "+886 0912…" form (trunk 0 kept after the code) also
 * gives "0912…". The result is not validated: pass it to {@link isTaiwanMobile}.
 */
export function normalizeTaiwanMobile(input: string): string {
  const compact = toHalfWidth(input).replace(separatorPattern, '');
  const national = compact.replace(/^\+?886/, '');
  if (national === compact) return compact;
  return national.startsWith('0') ? national : `0${national}`;
}

/** True for an already-normalised Taiwan mobile: 09 followed by 8 digits. */
export function isTaiwanMobile(normalized: string): boolean {
  return taiwanMobilePattern.test(normalized);
}

/**
 * The phone-binding check also accepts a Hong Kong mobile (8 digits starting 5, 6 or 9, with an
 * optional +852/852 prefix). Returns the normalised number, or null when neither form fits.
 */
export function normalizeBindablePhone(input: string): string | null {
  const taiwan = normalizeTaiwanMobile(input);
  if (isTaiwanMobile(taiwan)) return taiwan;
  const hongKong = toHalfWidth(input)
    .replace(separatorPattern, '')
    .replace(/^\+?852/, '');
  return hongKongMobilePattern.test(hongKong) ? hongKong : null;
}

/**
 * A Taiwan mobile schema with the caller's words: `required` when blank, `invalid` otherwise.
 * The output is the normalised number. Built with overwrite() so it stays a plain string schema
 * (representable in the generated OpenAPI document).
 */
export function taiwanMobileSchema(words: { required: string; invalid: string }) {
  return z
    .string({ error: words.required })
    .overwrite(normalizeTaiwanMobile)
    .min(1, { error: words.required, abort: true })
    .regex(taiwanMobilePattern, { error: words.invalid });
}

/** Login and code-login phone (000 §5, 002 §5). */
export const phoneSchema = taiwanMobileSchema({
  required: messages.auth.phoneInvalid,
  invalid: messages.auth.phoneInvalid,
});

/** Address forms (checkout, box): required and format messages. */
export const addressPhoneSchema = taiwanMobileSchema({
  required: messages.address.phoneRequired,
  invalid: messages.address.phoneInvalid,
});

/** Phone binding: Taiwan or Hong Kong mobile; output normalised. */
export const bindablePhoneSchema = z
  .string({ error: messages.phoneBinding.phoneInvalid })
  .overwrite((value) => normalizeBindablePhone(value) ?? value)
  .refine((value) => normalizeBindablePhone(value) !== null, { error: messages.phoneBinding.phoneInvalid });

const codeLength = constants.account.verificationCodeLength;

/** Code login: exactly 6 characters (000 §5). */
export const loginCodeSchema = z.string({ error: messages.auth.codeInvalid }).trim().length(codeLength, { error: messages.auth.codeInvalid });

/** Register and reset: 6 digits (002 §5). */
export const registerCodeSchema = z
  .string({ error: messages.auth.codeMustBeSixDigits })
  .trim()
  .regex(new RegExp(`^\\d{${codeLength}}$`), { error: messages.auth.codeMustBeSixDigits });

/** Phone binding: 6 digits (002 §5). */
export const bindingCodeSchema = z
  .string({ error: messages.phoneBinding.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${codeLength}}$`), { error: messages.phoneBinding.codeRequired });
