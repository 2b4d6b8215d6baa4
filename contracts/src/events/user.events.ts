// Facts on `user-<id>` streams: account facts.
import { z } from 'zod';
import { eventSchema } from './envelope';

export const roleSchema = z.enum(['member', 'support', 'auditor', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const userRegisteredSchema = eventSchema(
  'UserRegistered',
  z.object({
    userId: z.string().min(1),
    phone: z.string().min(1),
    name: z.string(),
    role: roleSchema,
    /** argon2id hash; the password itself is never stored. */
    passwordHash: z.string().min(1),
    via: z.enum(['phone', 'cli']),
  }),
);

/** On `phone-<phone>` streams: the first append wins the phone, so no two accounts share one. */
export const phoneReservedSchema = eventSchema(
  'PhoneReserved',
  z.object({ phone: z.string().min(1), userId: z.string().min(1) }),
);

export type UserRegistered = z.infer<typeof userRegisteredSchema>;
export type PhoneReserved = z.infer<typeof phoneReservedSchema>;
export type UserEvent = UserRegistered;
export const userEventSchemas = [userRegisteredSchema, phoneReservedSchema] as const;
