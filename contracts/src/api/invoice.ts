// Member invoice settings (002 §3 "Invoice settings", §5 "Invoice", §7 "Invoices") and the
// completeness check that card payment and recharge run on them before paying (002 §5 pre-checks).
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';
import { textField } from './common';

export const invoiceTypeSchema = z.enum(constants.invoice.types);
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;
/** The member settings also allow 'none': no default chosen yet. */
export const invoiceSettingsTypeSchema = z.enum(constants.invoice.settingsTypes);
export type InvoiceSettingsType = z.infer<typeof invoiceSettingsTypeSchema>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** '/' then 7 of 0-9 A-Z . - + (8 characters), checked after upper-casing. */
export const MOBILE_CARRIER_PATTERN = /^\/[0-9A-Z.+-]{7}$/;
const taxIdPattern = /^\d{8}$/;
/** 愛心碼: 3 to 7 digits. */
const donationCodePattern = /^\d{3,7}$/;

/**
 * Donation bodies offered by the settings screen. The spec names only the default (88888) and that
 * there are nine groups; these are well-known 愛心碼, and any other code can be typed in.
 */
export const invoiceDonations = [
  { code: constants.invoice.defaultDonationCode, name: '兒童癌症基金會' },
  { code: '919', name: '創世基金會' },
  { code: '8585', name: '家扶基金會' },
  { code: '13579', name: '陽光社會福利基金會' },
  { code: '88432', name: '喜憨兒社會福利基金會' },
  { code: '25885', name: '伊甸社會福利基金會' },
  { code: '6789', name: '台灣搜救犬協會' },
] as const;

// ── Field rules (002 §5), shared by the settings calls and the pre-checks ─────────────────
/** `invalid`: the refusal of text that cannot be stored (a NUL, a broken surrogate). */
const requiredText = (message: string, max: number, invalid = message) => textField(invalid, message).trim().min(1, message).max(max, message);

export const invoiceEmailSchema = requiredText(messages.invoice.emailRequired, 254, messages.invoice.emailInvalid).regex(
  emailPattern,
  messages.invoice.emailInvalid,
);
export const mobileCarrierSchema = textField(messages.invoice.mobileCarrierInvalid)
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(MOBILE_CARRIER_PATTERN, messages.invoice.mobileCarrierInvalid));
export const companyNameSchema = requiredText(messages.invoice.companyTitleRequired, 60);
export const taxIdSchema = textField(messages.invoice.taxIdInvalid).trim().regex(taxIdPattern, messages.invoice.taxIdInvalid);
export const donationCodeSchema = textField(messages.invoice.donationRequired).trim().regex(donationCodePattern, messages.invoice.donationRequired);

// ── GET /api/user/invoice-settings ────────────────────────────────────────────────────────
export const invoiceSettingsSchema = z.object({
  invoice_type: invoiceSettingsTypeSchema,
  email: z.string(),
  carrier_number: z.string(),
  /** The same carrier under the name the recharge and checkout calls use. */
  carrier_code: z.string(),
  tax_id: z.string(),
  company_name: z.string(),
  donation_code: z.string(),
  donations: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
export const invoiceSettingsResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: invoiceSettingsSchema });
export type InvoiceSettingsResponse = z.infer<typeof invoiceSettingsResponseSchema>;

// ── PUT (and DELETE) /api/user/invoice-settings/… ─────────────────────────────────────────
/** PUT …/carrier: the personal mobile carrier; makes 'personal' the default type. */
export const putInvoiceCarrierRequestSchema = z.object({ carrier_number: mobileCarrierSchema });
/** PUT …/tax-id: company title and 統一編號 (title checked first, as the spec lists them); makes 'company' the default. */
export const putInvoiceTaxIdRequestSchema = z.object({ company_name: companyNameSchema, tax_id: taxIdSchema });
/** PUT …/donation: the donation body; makes 'donation' the default. */
export const putInvoiceDonationRequestSchema = z.object({ donation_code: donationCodeSchema });
/**
 * PUT …/email: the invoice e-mail. `invoice_type` (not in the spec's field list) lets the settings
 * screen choose 'none' or switch type; the format is not checked for donation (002 §5).
 */
export const putInvoiceEmailRequestSchema = z
  .object({
    email: requiredText(messages.invoice.emailRequired, 254, messages.invoice.emailInvalid),
    invoice_type: invoiceSettingsTypeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.invoice_type !== 'donation' && !emailPattern.test(body.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.invoice.emailInvalid });
  });
export type PutInvoiceCarrierRequest = z.input<typeof putInvoiceCarrierRequestSchema>;
export type PutInvoiceTaxIdRequest = z.input<typeof putInvoiceTaxIdRequestSchema>;
export type PutInvoiceDonationRequest = z.input<typeof putInvoiceDonationRequestSchema>;
export type PutInvoiceEmailRequest = z.input<typeof putInvoiceEmailRequestSchema>;

// ── The pre-checks (002 §5) ────────────────────────────────────────────────────────────────
/** Invoice fields as the recharge and checkout calls name them; any may be missing. */
export interface InvoiceFields {
  invoice_type?: string;
  email?: string;
  carrier_code?: string;
  tax_id?: string;
  company_name?: string;
  donation_code?: string;
}
export type InvoiceField = keyof InvoiceFields;

/** A complete invoice: the type's own fields are present and valid. */
export interface CompleteInvoice {
  invoice_type: InvoiceType;
  email: string;
  carrier_code?: string;
  tax_id?: string;
  company_name?: string;
  donation_code?: string;
}

export type InvoiceCheck = { ok: true; invoice: CompleteInvoice } | { ok: false; field: InvoiceField; message: string };

/**
 * Card payment and recharge pre-checks: type set, e-mail filled (format checked unless donating),
 * carrier for personal, title and tax id for company, a body for donation. The first failure wins.
 */
export function checkInvoice(fields: InvoiceFields): InvoiceCheck {
  const type = invoiceTypeSchema.safeParse(fields.invoice_type);
  if (!type.success) return { ok: false, field: 'invoice_type', message: messages.invoice.typeRequired };
  const email = (fields.email ?? '').trim();
  if (!email) return { ok: false, field: 'email', message: messages.invoice.emailRequired };
  if (type.data !== 'donation' && !emailPattern.test(email)) return { ok: false, field: 'email', message: messages.invoice.emailInvalid };
  const fail = (field: InvoiceField, schema: z.ZodType<string>): InvoiceCheck | string => {
    const parsed = schema.safeParse(fields[field] ?? '');
    return parsed.success ? parsed.data : { ok: false, field, message: parsed.error.issues[0].message };
  };
  const invoiceType = type.data;
  switch (invoiceType) {
    case 'personal': {
      const carrier = fail('carrier_code', mobileCarrierSchema);
      return typeof carrier === 'string' ? { ok: true, invoice: { invoice_type: 'personal', email, carrier_code: carrier } } : carrier;
    }
    case 'company': {
      const title = fail('company_name', companyNameSchema);
      if (typeof title !== 'string') return title;
      const taxId = fail('tax_id', taxIdSchema);
      return typeof taxId === 'string' ? { ok: true, invoice: { invoice_type: 'company', email, company_name: title, tax_id: taxId } } : taxId;
    }
    case 'donation': {
      const code = fail('donation_code', donationCodeSchema);
      return typeof code === 'string' ? { ok: true, invoice: { invoice_type: 'donation', email, donation_code: code } } : code;
    }
    default: {
      const unhandled: never = invoiceType;
      return unhandled;
    }
  }
}

/** The saved settings as recharge fields: what a request that leaves its invoice out falls back to. */
export function invoiceFieldsFromSettings(
  settings: Pick<InvoiceSettings, 'invoice_type' | 'email' | 'carrier_number' | 'tax_id' | 'company_name' | 'donation_code'>,
): InvoiceFields {
  return {
    invoice_type: settings.invoice_type === 'none' ? undefined : settings.invoice_type,
    email: settings.email || undefined,
    carrier_code: settings.carrier_number || undefined,
    tax_id: settings.tax_id || undefined,
    company_name: settings.company_name || undefined,
    donation_code: settings.donation_code || undefined,
  };
}

/** Request fields win over saved ones; empty request fields count as left out. */
export function mergeInvoiceFields(saved: InvoiceFields, request: InvoiceFields): InvoiceFields {
  const merged: InvoiceFields = { ...saved };
  for (const [key, value] of Object.entries(request) as [InvoiceField, string | undefined][]) {
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged;
}
