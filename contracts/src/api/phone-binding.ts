// Phone binding (spec 002 §3 "Phone binding status", §4, §5, §7 "Invitations and phone binding",
// §8): status, check, the SMS code (our own SMS-code port and captcha, not a third-party browser
// SDK, so the confirm call carries the code instead of a Firebase uid), and confirm. Paths under /api.
import { z } from 'zod';
import { messages } from '../messages/messages';
import { bindablePhoneSchema, bindingCodeSchema } from '../rules/phone.rule';
import { textField } from './common';
import { sendCodeResponseSchema } from './auth';

// ── GET /api/user/phone-binding/status (user auth) ────────────────────────────────────────
export const phoneBindingStatusSchema = z.object({
  isBound: z.boolean(),
  /** The account was registered with its phone (and signs in with it). */
  isPhoneLogin: z.boolean(),
  /** The member's own phone, when one is bound. */
  boundPhone: z.string().nullable(),
  /** ISO time the phone was bound (or registered with the account). */
  boundAt: z.string().nullable(),
});
export type PhoneBindingStatus = z.infer<typeof phoneBindingStatusSchema>;
export const phoneBindingStatusResponseSchema = z.object({ success: z.literal(true), data: phoneBindingStatusSchema });
export type PhoneBindingStatusResponse = z.infer<typeof phoneBindingStatusResponseSchema>;

// ── POST /api/user/phone-binding/check (user auth) ────────────────────────────────────────
export const phoneBindingCheckRequestSchema = z.object({ phone: bindablePhoneSchema });
export type PhoneBindingCheckRequest = z.input<typeof phoneBindingCheckRequestSchema>;
/** 200 → the phone may be bound (normalised); 400 → phoneInvalid; 409 → phoneTaken or alreadyBound. */
export const phoneBindingCheckResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ phone: z.string(), available: z.literal(true) }),
});
export type PhoneBindingCheckResponse = z.infer<typeof phoneBindingCheckResponseSchema>;

// ── POST /api/user/phone-binding/send-code (user auth) ────────────────────────────────────
export const phoneBindingSendCodeRequestSchema = z.object({
  phone: bindablePhoneSchema,
  captcha_id: textField(messages.auth.captchaFailed).min(1, messages.auth.captchaFailed).max(64, messages.auth.captchaFailed),
  captcha_answer: textField(messages.auth.captchaFailed).trim().min(1, messages.auth.captchaFailed).max(1024, messages.auth.captchaFailed),
});
export type PhoneBindingSendCodeRequest = z.input<typeof phoneBindingSendCodeRequestSchema>;
/** As POST /auth/phone/send-code: 400 captchaFailed, 409 phoneTaken / alreadyBound, 429 resendCooldown(n) (60 s) or quota. */
export const phoneBindingSendCodeResponseSchema = sendCodeResponseSchema;
export type PhoneBindingSendCodeResponse = z.infer<typeof phoneBindingSendCodeResponseSchema>;

// ── POST /api/user/phone-binding/confirm (user auth) ──────────────────────────────────────
export const phoneBindingConfirmRequestSchema = z.object({
  phone: bindablePhoneSchema,
  code: bindingCodeSchema,
  session_info: textField(messages.auth.codeInvalid).min(1, messages.auth.codeInvalid).max(64, messages.auth.codeInvalid),
});
export type PhoneBindingConfirmRequest = z.input<typeof phoneBindingConfirmRequestSchema>;
/** 200 → bound; 400 → codeWrong / codeExpired / verifyFailedRequestNewCode; 409 → phoneTaken or alreadyBound. */
export const phoneBindingConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    boundPhone: z.string(),
    boundAt: z.string(),
    /** The invitation reward paid to the member and to their inviter; null when nobody invited them. */
    invitation_reward: z.object({ points: z.number().int().positive() }).nullable(),
  }),
});
export type PhoneBindingConfirmResponse = z.infer<typeof phoneBindingConfirmResponseSchema>;
