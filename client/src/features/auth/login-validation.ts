// Client-side checks of the phone + password form (spec 000 §5, 002 validation).
import { constants, isTaiwanMobile, messages, normalizeTaiwanMobile } from '@shop/contracts';

export const MIN_PASSWORD_LENGTH = constants.account.passwordMinLength;

export const LOGIN_MESSAGES = {
  required: messages.auth.phoneAndPasswordRequired,
  badPhone: messages.auth.phoneInvalid,
  shortPassword: messages.auth.passwordTooShort,
  failed: messages.auth.loginFailedCheckCredentials,
} as const;

/** "0912-345-678" and "+886912345678" are the same account as "0912345678". */
export function loginPhone(input: string): string {
  return normalizeTaiwanMobile(input.trim());
}

/** The first problem with the form, or null when it may be sent. */
export function validatePasswordLogin(input: { phone: string; password: string }): string | null {
  const phone = loginPhone(input.phone);
  if (!phone || !input.password) return LOGIN_MESSAGES.required;
  if (!isTaiwanMobile(phone)) return LOGIN_MESSAGES.badPhone;
  if (input.password.length < MIN_PASSWORD_LENGTH) return LOGIN_MESSAGES.shortPassword;
  return null;
}
