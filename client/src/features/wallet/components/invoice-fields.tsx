// The saved invoice's fields, read-only, on /recharge (002 §3): they are edited on /settings/invoice.
import type { InvoiceSettings } from '@shop/contracts';
import { invoiceSummary } from '../recharge-form';

export function InvoiceFields({ settings }: { settings: InvoiceSettings }) {
  return (
    <dl className="invoice-summary" data-testid="recharge-invoice">
      {invoiceSummary(settings).map(({ label, value }) => (
        <div key={label} className="invoice-summary__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
