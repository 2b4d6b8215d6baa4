// The recharge pre-checks (002 §5) on the member's saved invoice settings: type set, e-mail, and
// the type's own field. A failure is shown as a toast and the user goes to /settings/invoice; the
// server runs the same checks (`checkInvoice`) and fills the invoice from the same settings.
import {
  checkInvoice,
  constants,
  INVOICE_SETTINGS_RETURN_PARAM,
  invoiceFieldsFromSettings,
  messages,
  RECHARGE_INVOICE_SETTINGS_PATH,
  type InvoiceSettings,
  type RechargeRequest,
} from '@shop/contracts';

export type PrecheckResult = { ok: true; request: RechargeRequest } | { ok: false; message: string };

/** Without loaded settings the check fails like a missing type: the settings screen is where to go. */
export function precheckRecharge(amount: number, settings: InvoiceSettings | undefined): PrecheckResult {
  if (!settings) return { ok: false, message: messages.invoice.typeRequired };
  const checked = checkInvoice(invoiceFieldsFromSettings(settings));
  // Only the amount is sent: the server takes the invoice from the saved settings.
  return checked.ok ? { ok: true, request: { amount } } : { ok: false, message: checked.message };
}

const TYPE_LABELS = { personal: '手機條碼載具', company: '公司發票', donation: '捐贈發票', none: '尚未設定' } as const;

/** One line per saved field, for the recharge page's summary. */
export function invoiceSummary(settings: InvoiceSettings): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [{ label: '發票類型', value: TYPE_LABELS[settings.invoice_type] }];
  if (settings.email) rows.push({ label: '電子郵件', value: settings.email });
  if (settings.invoice_type === 'personal' && settings.carrier_number) rows.push({ label: '手機條碼', value: settings.carrier_number });
  if (settings.invoice_type === 'company') {
    if (settings.company_name) rows.push({ label: '公司抬頭', value: settings.company_name });
    if (settings.tax_id) rows.push({ label: '統一編號', value: settings.tax_id });
  }
  if (settings.invoice_type === 'donation' && settings.donation_code) {
    const body = settings.donations.find((d) => d.code === settings.donation_code);
    rows.push({ label: '受捐贈機關', value: body ? `${body.name}（${body.code}）` : settings.donation_code });
  }
  return rows;
}

/** The invoice settings, returning to this recharge (its amount kept) once saved. */
export function invoiceSettingsFromRecharge(amount: number): string {
  return `${RECHARGE_INVOICE_SETTINGS_PATH}?${INVOICE_SETTINGS_RETURN_PARAM}=${encodeURIComponent(`/recharge?amount=${amount}`)}`;
}

/** `?amount=` of /recharge when it is one of the offered amounts, else the default. */
export function initialRechargeAmount(raw: string | null): number {
  const amount = Number(raw);
  return (constants.recharge.amounts as readonly number[]).includes(amount) ? amount : constants.recharge.defaultAmount;
}
