// Sign-in and session calls (spec 000 sections 5 and 7).
import { z } from 'zod';
import { roleSchema } from '../events/user.events';

export const userInfoSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  displayName: z.string(),
  phone: z.string(),
  role: roleSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginRequestSchema = z.object({
  phone: z.string({ error: '請輸入手機號碼和密碼' }).trim().min(1, '請輸入手機號碼和密碼'),
  password: z.string({ error: '請輸入手機號碼和密碼' }).min(1, '請輸入手機號碼和密碼'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userInfoSchema, token: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyTokenResponseSchema = z.object({ valid: z.boolean() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
