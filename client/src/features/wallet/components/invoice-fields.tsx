// Invoice fields of a recharge (spec 002 §3, §5): type, e-mail, and the type's own field.
import type { InvoiceType, RechargeField, RechargeForm } from '../recharge-form';

const TYPES: { type: InvoiceType; label: string }[] = [
  { type: 'personal', label: '個人電子發票' },
  { type: 'company', label: '公司發票' },
  { type: 'donation', label: '捐贈發票' },
];

interface Props {
  form: RechargeForm;
  error: { field: RechargeField; message: string } | null;
  onChange: (patch: Partial<RechargeForm>) => void;
}

function Field({
  name,
  label,
  form,
  error,
  onChange,
  placeholder,
  inputMode,
  maxLength,
}: Props & { name: Exclude<RechargeField, 'amount' | 'invoice_type'>; label: string; placeholder?: string; inputMode?: 'email' | 'numeric' | 'text'; maxLength?: number }) {
  const invalid = error?.field === name;
  return (
    <label className="wallet-field">
      <span className="wallet-field__label">{label}</span>
      <input
        className="wallet-input"
        name={name}
        value={form[name]}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={name === 'email' ? 'email' : 'off'}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange({ [name]: event.target.value })}
        data-testid={`invoice-${name}`}
      />
      {invalid && (
        <span className="wallet-field__error" role="alert">
          {error.message}
        </span>
      )}
    </label>
  );
}

export function InvoiceFields(props: Props) {
  const { form, onChange } = props;
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label="發票類型">
        {TYPES.map(({ type, label }) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={form.invoice_type === type}
            className="segmented__item"
            onClick={() => onChange({ invoice_type: type })}
            data-testid={`invoice-type-${type}`}
          >
            {label}
          </button>
        ))}
      </div>
      <Field {...props} name="email" label="電子郵件（寄送發票通知）" placeholder="name@example.com" inputMode="email" />
      {form.invoice_type === 'personal' && (
        <Field {...props} name="carrier_code" label="手機條碼載具（選填）" placeholder="/123-ABC" maxLength={8} />
      )}
      {form.invoice_type === 'company' && (
        <>
          <Field {...props} name="company_name" label="公司抬頭" placeholder="公司行號名稱" />
          <Field {...props} name="tax_id" label="統一編號" placeholder="8 碼數字" inputMode="numeric" maxLength={8} />
        </>
      )}
      {form.invoice_type === 'donation' && (
        <Field {...props} name="donation_code" label="受捐贈機關愛心碼" placeholder="88888" inputMode="numeric" maxLength={7} />
      )}
    </>
  );
}
