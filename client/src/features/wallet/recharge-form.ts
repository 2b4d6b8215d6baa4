// The recharge form: amount and invoice fields, checked with the contract's own schema (the spec's
// pre-checks, 002 §5) before anything is sent; the last invoice used is remembered on this device.
import { constants, rechargeRequestSchema, type RechargeRequest } from '@shop/contracts';
import { readJson, writeJson } from '../../lib/storage';

export type InvoiceType = RechargeRequest['invoice_type'];

export interface RechargeForm {
  amount: number;
  invoice_type: InvoiceType;
  email: string;
  carrier_code: string;
  tax_id: string;
  company_name: string;
  donation_code: string;
}

export type RechargeField = keyof RechargeForm;

const LAST_INVOICE_KEY = 'recharge_invoice';

export const EMPTY_FORM: RechargeForm = {
  amount: constants.recharge.defaultAmount,
  invoice_type: 'personal',
  email: '',
  carrier_code: '',
  tax_id: '',
  company_name: '',
  donation_code: constants.invoice.defaultDonationCode,
};

/** The request for this form: only the chosen invoice type's own fields are sent. */
export function toRechargeRequest(form: RechargeForm): RechargeRequest {
  const base = { amount: form.amount, invoice_type: form.invoice_type, email: form.email.trim() };
  switch (form.invoice_type) {
    case 'personal':
      return { ...base, carrier_code: form.carrier_code.trim().toUpperCase() || undefined };
    case 'company':
      return { ...base, tax_id: form.tax_id.trim(), company_name: form.company_name.trim() };
    case 'donation':
      return { ...base, donation_code: form.donation_code.trim() };
  }
}

export type PrecheckResult = { ok: true; request: RechargeRequest } | { ok: false; field: RechargeField; message: string };

/** The first problem the spec's pre-checks find, with its zh-TW message. */
export function precheckRecharge(form: RechargeForm): PrecheckResult {
  const request = toRechargeRequest(form);
  const parsed = rechargeRequestSchema.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue.path[0] as RechargeField | undefined) ?? 'email';
  return { ok: false, field, message: issue.message };
}

type SavedInvoice = Omit<RechargeForm, 'amount'>;

export function loadRechargeForm(): RechargeForm {
  const saved = readJson(LAST_INVOICE_KEY);
  if (!saved || typeof saved !== 'object') return EMPTY_FORM;
  const merged = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as RechargeField[]) {
    const value = (saved as Record<string, unknown>)[key];
    if (key !== 'amount' && typeof value === 'string') (merged as Record<string, unknown>)[key] = value;
  }
  if (!(constants.invoice.types as readonly string[]).includes(merged.invoice_type)) merged.invoice_type = 'personal';
  return merged;
}

export function saveRechargeInvoice(form: RechargeForm): void {
  const { amount: _amount, ...invoice } = form;
  writeJson(LAST_INVOICE_KEY, invoice satisfies SavedInvoice);
}
