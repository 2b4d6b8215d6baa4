// The invoice settings form (002 §3, §5): its fields, the spec's checks with the contract's own
// rules and messages, and the calls that save it.
import {
  companyNameSchema,
  constants,
  donationCodeSchema,
  invoiceEmailSchema,
  messages,
  mobileCarrierSchema,
  taxIdSchema,
  type InvoiceSettings,
  type InvoiceSettingsType,
  type PutInvoiceEmailRequest,
} from '@shop/contracts';
import type { z } from 'zod';

export interface InvoiceForm {
  invoiceType: InvoiceSettingsType;
  email: string;
  mobileCarrier: string;
  companyName: string;
  companyTaxId: string;
  /** A code from the list, or CUSTOM_DONATION to type one in `customDonation`. */
  donationCode: string;
  customDonation: string;
}
export type InvoiceFormField = Exclude<keyof InvoiceForm, 'invoiceType'>;

export const CUSTOM_DONATION = 'custom';

export type InvoiceSaveStep =
  | { path: 'carrier'; body: { carrier_number: string } }
  | { path: 'tax-id'; body: { company_name: string; tax_id: string } }
  | { path: 'donation'; body: { donation_code: string } }
  | { path: 'email'; body: PutInvoiceEmailRequest };

export type InvoiceFormCheck = { ok: true; steps: InvoiceSaveStep[] } | { ok: false; field: InvoiceFormField; message: string };

export function formFromSettings(settings: InvoiceSettings): InvoiceForm {
  const listed = settings.donations.some((d) => d.code === settings.donation_code);
  return {
    invoiceType: settings.invoice_type,
    email: settings.email,
    mobileCarrier: settings.carrier_number,
    companyName: settings.company_name,
    companyTaxId: settings.tax_id,
    donationCode: !settings.donation_code ? constants.invoice.defaultDonationCode : listed ? settings.donation_code : CUSTOM_DONATION,
    customDonation: listed ? '' : settings.donation_code,
  };
}

function parse<S extends z.ZodType<string, unknown>>(schema: S, value: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0].message };
}

/** The first problem in the spec's order (e-mail, then the type's own fields), or the calls to save. */
export function checkInvoiceForm(form: InvoiceForm): InvoiceFormCheck {
  const email = form.email.trim();
  if (!email) return { ok: false, field: 'email', message: messages.invoice.emailRequired };
  if (form.invoiceType !== 'donation') {
    const checked = parse(invoiceEmailSchema, email);
    if (!checked.ok) return { ok: false, field: 'email', message: checked.message };
  }
  const emailStep: InvoiceSaveStep = { path: 'email', body: { email, invoice_type: form.invoiceType } };
  switch (form.invoiceType) {
    case 'none':
      return { ok: true, steps: [emailStep] };
    case 'personal': {
      const carrier = parse(mobileCarrierSchema, form.mobileCarrier);
      if (!carrier.ok) return { ok: false, field: 'mobileCarrier', message: carrier.message };
      return { ok: true, steps: [{ path: 'carrier', body: { carrier_number: carrier.value } }, emailStep] };
    }
    case 'company': {
      const title = parse(companyNameSchema, form.companyName);
      if (!title.ok) return { ok: false, field: 'companyName', message: title.message };
      const taxId = parse(taxIdSchema, form.companyTaxId);
      if (!taxId.ok) return { ok: false, field: 'companyTaxId', message: taxId.message };
      return { ok: true, steps: [{ path: 'tax-id', body: { company_name: title.value, tax_id: taxId.value } }, emailStep] };
    }
    case 'donation': {
      const custom = form.donationCode === CUSTOM_DONATION;
      const code = parse(donationCodeSchema, custom ? form.customDonation : form.donationCode);
      if (!code.ok) return { ok: false, field: custom ? 'customDonation' : 'donationCode', message: code.message };
      return { ok: true, steps: [{ path: 'donation', body: { donation_code: code.value } }, emailStep] };
    }
  }
}
