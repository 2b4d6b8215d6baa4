// Sign-in, registration, password reset and session calls (spec 000 §5, §7, §8; 002 "Login
// related", §5, §7). All paths are under /api.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { identityProviderSchema, roleSchema } from '../events/user.events';
import { messages } from '../messages/messages';
import { textField } from './common';
import { loginCodeSchema, registerCodeSchema, taiwanMobileSchema } from '../rules/phone.rule';

const { passwordMinLength, passwordMaxLength } = constants.account;

/** The signed-in user as the client keeps it under `user_info` (000 §3). */
export const userInfoSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  displayName: z.string(),
  /** Null for an account made by a Google or LINE sign-in that has not bound a phone. */
  phone: z.string().nullable(),
  email: z.string().nullable().default(null),
  photoURL: z.string().nullable().default(null),
  role: roleSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `{success, data: {user, token}}`: every call that signs someone in answers with this. */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userInfoSchema, token: z.string() }),
  message: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// ── POST /api/auth/login ────────────────────────────────────────────────────────────────────
const loginPhoneSchema = taiwanMobileSchema({ required: messages.auth.phoneAndPasswordRequired, invalid: messages.auth.phoneInvalid });

export const loginRequestSchema = z.object({
  phone: loginPhoneSchema,
  password: z
    .string({ error: messages.auth.phoneAndPasswordRequired })
    .min(1, { error: messages.auth.phoneAndPasswordRequired, abort: true })
    .min(passwordMinLength, messages.auth.passwordTooShort)
    .max(200, messages.auth.loginFailedCheckCredentials),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** 200 → signed in; 401 → messages.auth.loginFailedCheckCredentials; 429 → messages.auth.tooManyRequests. */
export const loginResponseSchema = sessionResponseSchema;
export type LoginResponse = SessionResponse;

// ── GET /api/auth/verify-token, POST /api/auth/logout ──────────────────────────────────────
export const verifyTokenResponseSchema = z.object({ valid: z.boolean() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

// ── GET /api/auth/captcha ──────────────────────────────────────────────────────────────────
/**
 * A proof-of-work challenge (ALTCHA, SHA-256), asked in step 1 of register / forgot password and
 * before every SMS: the browser finds `number` in [0, maxnumber] with
 * hex(SHA-256(salt + number)) = challenge, then sends the challenge with it. Single use.
 */
/**
 * `phone`: the number the next send aims at. A phone that many sends aim at needs a dearer
 * challenge; a send with a cheaper one gets 400 captchaTooCheap, and the client asks again with it.
 */
export const captchaQuerySchema = z.object({
  phone: taiwanMobileSchema({ required: messages.auth.phoneInvalid, invalid: messages.auth.phoneInvalid }).optional(),
});
export type CaptchaQuery = z.input<typeof captchaQuerySchema>;

export const captchaResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The challenge's signature. */
    captcha_id: z.string(),
    challenge: z.object({
      algorithm: z.literal('SHA-256'),
      challenge: z.string(),
      maxnumber: z.number().int().positive(),
      salt: z.string(),
      signature: z.string(),
    }),
    /** Seconds the challenge stays valid. */
    expires_in: z.number().int().positive(),
  }),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

// ── POST /api/auth/phone/send-code ─────────────────────────────────────────────────────────
/** What the code is for: code login, registration, password reset, or closing the account. */
export const codePurposeSchema = z.enum(['login', 'register', 'reset', 'close']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const sendCodeRequestSchema = z.object({
  phone: taiwanMobileSchema({ required: messages.auth.phoneInvalid, invalid: messages.auth.phoneInvalid }),
  purpose: codePurposeSchema.default('login'),
  captcha_id: textField(messages.auth.captchaFailed).min(1, messages.auth.captchaFailed).max(64, messages.auth.captchaFailed),
  /** base64 of the JSON challenge (algorithm, challenge, salt, signature) with the `number` found. */
  captcha_answer: textField(messages.auth.captchaFailed).trim().min(1, messages.auth.captchaFailed).max(1024, messages.auth.captchaFailed),
});
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;
/**
 * 200 → the code is on its way. 400 → captchaFailed (get a new captcha), or captchaTooCheap (get one
 * for this phone: GET /auth/captcha?phone=); 409 → phoneAlreadyRegistered
 * (purpose register); 404 → phoneNotRegistered (purpose login or reset); 429 → resendCooldown(n) with
 * `remain` seconds, or smsQuotaExceeded, or tooManyRequests.
 */
export const sendCodeResponseSchema = z.object({
  success: z.literal(true),
  /** Pass back to verify / register / reset-password with the code. */
  session_info: z.string(),
  /** Seconds until another code may be sent to this phone (60). */
  resend_after: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int().positive(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

const sessionInfoSchema = textField(messages.auth.codeInvalid).min(1, messages.auth.codeInvalid).max(64, messages.auth.codeInvalid);

// ── POST /api/auth/phone/verify (code login) ──────────────────────────────────────────────
export const phoneVerifyRequestSchema = z.object({
  phone: taiwanMobileSchema({ required: messages.auth.phoneInvalid, invalid: messages.auth.phoneInvalid }),
  code: loginCodeSchema,
  session_info: sessionInfoSchema,
});
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;
/** 200 → signed in; 400 → codeWrong (messages.phoneBinding.codeWrong) / codeExpired / verifyFailedRequestNewCode; 429 → tooManyRequests. */
export const phoneVerifyResponseSchema = sessionResponseSchema;
export type PhoneVerifyResponse = SessionResponse;

// ── POST /api/auth/register (step 2: code and password) ───────────────────────────────────
const newPasswordSchema = z
  .string({ error: messages.auth.passwordMinLength })
  .min(passwordMinLength, messages.auth.passwordMinLength)
  .max(passwordMaxLength, messages.auth.passwordMaxLength);

const passwordsMatch = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;

export const registerRequestSchema = z
  .object({
    phone: taiwanMobileSchema({ required: messages.auth.phoneInvalid, invalid: messages.auth.phoneInvalid }),
    code: registerCodeSchema,
    session_info: sessionInfoSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: messages.auth.passwordMismatch }),
    /** From /invite/{code}; an unknown code is refused with invitationInvalid. */
    invitation_code: textField(messages.auth.invitationInvalid).trim().max(32, messages.auth.invitationInvalid).optional(),
    name: textField(messages.settings.nameInvalid).trim().max(constants.account.nameMaxLength, messages.settings.nameTooLong).optional(),
  })
  .refine(passwordsMatch, { path: ['password_confirmation'], error: messages.auth.passwordMismatch });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** 200 → registered and signed in (step 3 shows the result); 409 → phoneAlreadyRegistered. */
export const registerResponseSchema = sessionResponseSchema;
export type RegisterResponse = SessionResponse;

// ── POST /api/auth/reset-password (forgot password step 2) ────────────────────────────────
export const resetPasswordRequestSchema = z
  .object({
    phone: taiwanMobileSchema({ required: messages.auth.phoneInvalid, invalid: messages.auth.phoneInvalid }),
    code: registerCodeSchema,
    session_info: sessionInfoSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: messages.auth.passwordMismatch }),
  })
  .refine(passwordsMatch, { path: ['password_confirmation'], error: messages.auth.passwordMismatch });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
/** 200 → password replaced and every existing session of the account ended; sign in again. */
export const resetPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

// ── GET /api/auth/providers ───────────────────────────────────────────────────────────────
/** Which sign-in buttons to show: a provider that is not configured on the server is hidden. */
export const authProvidersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    google: z.boolean(),
    line: z.boolean(),
    /** LIFF app id for /lifflogin, when LINE is configured with one. */
    line_liff_id: z.string().nullable(),
  }),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

// ── OpenID Connect code flow (Google and LINE) ────────────────────────────────────────────
// GET /api/auth/oidc/{provider}/login?redirect=/path  → 302 to the provider (LINE alias: GET /api/line/login).
// The provider returns the browser to the client page /login/line-callback?code=…&state=… (for both
// providers), which calls GET /api/auth/oidc/callback?code=…&state=… (LINE alias: GET /api/line/callback).
export const oidcProviderParamSchema = identityProviderSchema;

export const oidcLoginQuerySchema = z.object({
  /** Where to go after sign-in: a path on this site only. */
  redirect: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(500)
    .optional()
    .catch(undefined)
    // The OpenAPI generator cannot see through `.catch()`: this says what the field accepts.
    .meta({ type: 'string', maxLength: 500, description: 'Where to go after sign-in: a path on this site' }),
});
export type OidcLoginQuery = z.input<typeof oidcLoginQuerySchema>;

export const oidcCallbackQuerySchema = z.object({
  code: z.string({ error: messages.auth.lineTokenMissing }).min(1, messages.auth.lineTokenMissing).max(2048),
  state: z.string({ error: messages.auth.lineTokenMissing }).min(1, messages.auth.lineTokenMissing).max(128),
});
export type OidcCallbackQuery = z.input<typeof oidcCallbackQuerySchema>;
/** 200 → signed in; go to `redirect`. 401 → userVerifyFailed (bad/expired state, or the provider refused the code). */
export const oidcCallbackResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userInfoSchema, token: z.string() }),
  /** The path the sign-in started from ('/' by default). */
  redirect: z.string(),
});
export type OidcCallbackResponse = z.infer<typeof oidcCallbackResponseSchema>;

// ── POST /api/auth/firebase/verify ────────────────────────────────────────────────────────
/**
 * Sign in with an identity token already obtained from the configured Google OpenID provider.
 * The token alone is trusted (its signature, issuer, audience and expiry are checked); email, name
 * and photoURL in the body are ignored in favour of the token's claims.
 */
export const firebaseVerifyRequestSchema = z.object({
  id_token: z.string({ error: messages.auth.googleVerifyFailed }).min(1, messages.auth.googleVerifyFailed).max(8192),
  email: z.string().optional().nullable(),
  provider: z.string().optional().nullable(),
  name: z.string().optional().nullable(),
  photoURL: z.string().optional().nullable(),
  invitation_code: z.string().trim().max(32).optional().nullable(),
  /** Register flow: set this password on a new account. */
  password: newPasswordSchema.optional(),
});
export type FirebaseVerifyRequest = z.input<typeof firebaseVerifyRequestSchema>;
/** 200 → signed in; 401 → googleVerifyFailed; 400 → googleEmailMissing; 404 → providerDisabled. */
export const firebaseVerifyResponseSchema = sessionResponseSchema;
export type FirebaseVerifyResponse = SessionResponse;

// ── POST /api/line/liff-login ─────────────────────────────────────────────────────────────
export const liffLoginRequestSchema = z.object({
  id_token: z.string({ error: messages.auth.lineSessionExpired }).min(1, messages.auth.lineSessionExpired).max(8192),
});
export type LiffLoginRequest = z.input<typeof liffLoginRequestSchema>;
/** 200 → signed in; 401 → lineSessionExpired; 404 → providerDisabled. */
export const liffLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userInfoSchema,
  redirect_url: z.string(),
});
export type LiffLoginResponse = z.infer<typeof liffLoginResponseSchema>;
