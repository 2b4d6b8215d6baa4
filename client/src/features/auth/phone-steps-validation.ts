// Checks of the code sign-in, register and forgot-password forms (spec 000 §5, 002 §5).
import { constants, isTaiwanMobile, messages, normalizeTaiwanMobile } from '@shop/contracts';

const { verificationCodeLength, passwordMinLength, passwordMaxLength } = constants.account;

export const PHONE_STEP_LIMITS = {
  registerPhoneMaxLength: constants.account.registerPhoneMaxLength,
  forgotPhoneLength: constants.account.forgotPasswordPhoneLength,
  codeLength: verificationCodeLength,
  passwordMaxLength,
} as const;

/** The normalised phone, or the spec's message. */
export function checkPhone(input: string): { ok: true; phone: string } | { ok: false; message: string } {
  const phone = normalizeTaiwanMobile(input.trim());
  if (!isTaiwanMobile(phone)) return { ok: false, message: messages.auth.phoneInvalid };
  return { ok: true, phone };
}

/** Code sign-in: exactly 6 characters (000 §5). */
export function checkLoginCode(code: string): string | null {
  return code.trim().length === verificationCodeLength ? null : messages.auth.codeInvalid;
}

/** Register and reset, step 2: a 6-digit code and a confirmed password of 6 to 20 characters. */
export function checkCodeAndPassword(input: { code: string; password: string; confirm: string }): string | null {
  if (!new RegExp(`^\\d{${verificationCodeLength}}$`).test(input.code.trim())) return messages.auth.codeMustBeSixDigits;
  if (input.password.length < passwordMinLength) return messages.auth.passwordMinLength;
  if (input.password.length > passwordMaxLength) return messages.auth.passwordMaxLength;
  if (input.password !== input.confirm) return messages.auth.passwordMismatch;
  return null;
}
