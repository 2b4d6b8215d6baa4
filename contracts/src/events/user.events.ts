// Facts on `user-<id>` streams (account facts), plus the reservation streams that make a phone
// number or a provider identity belong to exactly one account.
import { z } from 'zod';
import { eventSchema } from './envelope';

export const roleSchema = z.enum(['member', 'support', 'auditor', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Identity providers reached through OpenID Connect (Google) and LINE Login. */
export const identityProviderSchema = z.enum(['google', 'line']);
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const userRegisteredSchema = eventSchema(
  'UserRegistered',
  z.object({
    userId: z.string().min(1),
    /** Null for an account created by a provider sign-in; bound later. */
    phone: z.string().min(1).nullable(),
    name: z.string(),
    role: roleSchema,
    /**
     * The account was made with a password. Version 2: the argon2id hash itself lives in the
     * credentials table, never in the log (version 1 carried `passwordHash`, dropped by the upcaster).
     */
    hasPassword: z.boolean(),
    via: z.enum(['phone', 'cli', 'google', 'line']),
    email: z.string().nullable().optional(),
    photoURL: z.string().nullable().optional(),
    /** The account's own code for inviting friends (/invite/{code}). Absent on early accounts. */
    invitationCode: z.string().min(1).optional(),
  }),
);

/** A verification code sent to the phone was entered correctly (registration, code login, reset). */
export const phoneVerifiedSchema = eventSchema('PhoneVerified', z.object({ userId: z.string().min(1), phone: z.string().min(1) }));

export const profileUpdatedSchema = eventSchema('ProfileUpdated', z.object({ userId: z.string().min(1), name: z.string().min(1) }));

/** A password was set or reset; the hash is in the credentials table (version 2; version 1 carried it). */
export const passwordChangedSchema = eventSchema('PasswordChanged', z.object({ userId: z.string().min(1), reason: z.enum(['reset', 'set']) }));

/**
 * The member closed the account (their right under Taiwan's Personal Data Protection Act): their
 * sessions end and their personal-data key is destroyed, so the personal data in their events
 * becomes unreadable while the log itself stays intact.
 */
export const accountClosedSchema = eventSchema('AccountClosed', z.object({ userId: z.string().min(1), confirmedBy: z.enum(['password', 'sms']) }));

/** The account signs in with this provider identity from now on. */
export const providerLinkedSchema = eventSchema(
  'ProviderLinked',
  z.object({ userId: z.string().min(1), provider: identityProviderSchema, subject: z.string().min(1), email: z.string().nullable() }),
);

/** The account was invited by another member's code (at registration or later). */
export const invitationAcceptedSchema = eventSchema(
  'InvitationAccepted',
  z.object({ userId: z.string().min(1), inviterId: z.string().min(1), invitationCode: z.string().min(1) }),
);

/**
 * The member's invoice settings after a change (002 §3): the whole record, so a fold needs only the
 * latest one. Empty strings are fields not set.
 */
export const invoiceSettingsUpdatedSchema = eventSchema(
  'InvoiceSettingsUpdated',
  z.object({
    userId: z.string().min(1),
    invoiceType: z.enum(['none', 'personal', 'company', 'donation']),
    email: z.string(),
    carrierNumber: z.string(),
    taxId: z.string(),
    companyName: z.string(),
    donationCode: z.string(),
  }),
);

/**
 * A member whose account had no phone (a provider sign-in) bound one, proven by an SMS code
 * (002 §3 phone binding). `inviterId`: who invited the member then, paid the binding reward with
 * them; null when nobody did.
 */
export const phoneBoundSchema = eventSchema(
  'PhoneBound',
  z.object({ userId: z.string().min(1), phone: z.string().min(1), inviterId: z.string().min(1).nullable() }),
);

/**
 * On `phone-<key>` streams (key: HMAC of the number with a server secret, so the stream id does not
 * hold the phone): the first append wins the phone, so no two accounts share one.
 */
export const phoneReservedSchema = eventSchema('PhoneReserved', z.object({ phone: z.string().min(1), userId: z.string().min(1) }));

/** On `phone-<key>` streams: the closed account gave the phone up; the next registration may take it. */
export const phoneReleasedSchema = eventSchema('PhoneReleased', z.object({ userId: z.string().min(1) }));

/**
 * On `phone-<key>` streams: the phone was first verified, by the account `userId`, whom `inviterId`
 * invited (null: nobody), and the invitation reward was settled then: paid to both when there was
 * an inviter, never again for this phone. An account that takes the phone after a closed one is
 * not paid.
 */
export const invitationRewardSettledSchema = eventSchema(
  'InvitationRewardSettled',
  z.object({ userId: z.string().min(1), inviterId: z.string().min(1).nullable() }),
);

/** On `identity-<provider>-<subject>` streams: the first append wins the provider identity. */
export const identityReservedSchema = eventSchema(
  'IdentityReserved',
  z.object({ provider: identityProviderSchema, subject: z.string().min(1), userId: z.string().min(1) }),
);

/**
 * An admin gave the account another role (member, support, auditor, admin); `staffId` is the admin.
 * The session's role follows the account read model.
 */
export const userRoleChangedSchema = eventSchema(
  'UserRoleChanged',
  z.object({ userId: z.string().min(1), from: roleSchema, to: roleSchema, staffId: z.string().min(1) }),
);

/** How a session was opened: the sign-in the member used (or the sign-up that signed them in). */
export const sessionOpenedViaSchema = z.enum(['password', 'sms', 'google', 'line', 'registration']);

/**
 * A session was opened for the member (`sessions-<userId>` stream). `sessionId` names it (the first
 * hex digits of its token's hash: enough to pair it with its closing, nothing to sign in with).
 */
export const sessionOpenedSchema = eventSchema(
  'SessionOpened',
  z.object({ userId: z.string().min(1), sessionId: z.string().min(1), via: sessionOpenedViaSchema }),
);

/** A session ended before its expiry: the member signed out, or every session was ended (password reset, account closed). */
export const sessionClosedSchema = eventSchema(
  'SessionClosed',
  z.object({ userId: z.string().min(1), sessionId: z.string().min(1), reason: z.enum(['logout', 'revoked']) }),
);

export type UserRegistered = z.infer<typeof userRegisteredSchema>;
export type PhoneVerified = z.infer<typeof phoneVerifiedSchema>;
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
export type ProviderLinked = z.infer<typeof providerLinkedSchema>;
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
export type InvoiceSettingsUpdated = z.infer<typeof invoiceSettingsUpdatedSchema>;
export type AccountClosed = z.infer<typeof accountClosedSchema>;
export type PhoneReserved = z.infer<typeof phoneReservedSchema>;
export type PhoneReleased = z.infer<typeof phoneReleasedSchema>;
export type InvitationRewardSettled = z.infer<typeof invitationRewardSettledSchema>;
/** Events of a `phone-<key>` stream. */
export type PhoneReservationEvent = PhoneReserved | PhoneReleased | InvitationRewardSettled;
export type IdentityReserved = z.infer<typeof identityReservedSchema>;
export type PhoneBound = z.infer<typeof phoneBoundSchema>;
export type UserRoleChanged = z.infer<typeof userRoleChangedSchema>;
export type SessionOpened = z.infer<typeof sessionOpenedSchema>;
export type SessionClosed = z.infer<typeof sessionClosedSchema>;
/** Events of a `sessions-<userId>` stream. */
export type SessionEvent = SessionOpened | SessionClosed;
/** Events of a `user-<id>` stream. */
export type UserEvent =
  | UserRegistered
  | PhoneVerified
  | ProfileUpdated
  | PasswordChanged
  | ProviderLinked
  | InvitationAccepted
  | InvoiceSettingsUpdated
  | AccountClosed
  | PhoneBound
  | UserRoleChanged;
export const userEventSchemas = [
  sessionOpenedSchema,
  sessionClosedSchema,
  userRegisteredSchema,
  phoneVerifiedSchema,
  profileUpdatedSchema,
  passwordChangedSchema,
  providerLinkedSchema,
  invitationAcceptedSchema,
  invoiceSettingsUpdatedSchema,
  accountClosedSchema,
  phoneReservedSchema,
  phoneReleasedSchema,
  invitationRewardSettledSchema,
  identityReservedSchema,
  phoneBoundSchema,
  userRoleChangedSchema,
] as const;
